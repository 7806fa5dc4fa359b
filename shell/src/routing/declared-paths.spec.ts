// The paths each remote declares (`paths` in its route list, served in the runtime configuration)
// must cover its own routes: the shell picks a page's remote from them before loading any remote code.
import { expandRoutes, findPathConflicts, SHOP_REMOTE_NAMES, type RemoteName, type RemoteRoute } from '@rmj/contracts';
import { remoteDeclaredPaths, remoteRouteLists } from '../testing/fake-remotes';
import { ownerOf } from './route-owner';
import { samplePath } from './route-registry';

/** The routes of `remote` whose owner, by every remote's declared paths, is not `remote`. */
function strayRoutes(
  declared: Partial<Record<RemoteName, readonly string[]>>,
  remote: RemoteName,
  routes: readonly RemoteRoute[],
): string[] {
  return expandRoutes(remote, routes)
    .map((route) => route.path)
    .filter((path) => ownerOf(declared, samplePath(path)) !== remote);
}

describe("the remotes' declared paths", () => {
  it('are claimed by one remote each', () => {
    expect(findPathConflicts(remoteDeclaredPaths)).toEqual([]);
  });

  it.each(SHOP_REMOTE_NAMES)('cover every route and alias of %s, and lead to it', (remote) => {
    expect(strayRoutes(remoteDeclaredPaths, remote, remoteRouteLists[remote])).toEqual([]);
  });

  it('catch a page added under a prefix its remote does not declare', () => {
    const routes = [
      ...remoteRouteLists.mfe_cart,
      { path: '/gift-cards', page: 'GiftCardsPage', load: async () => null },
    ];
    expect(strayRoutes(remoteDeclaredPaths, 'mfe_cart', routes)).toEqual(['/gift-cards']);
    const declared = { ...remoteDeclaredPaths, mfe_cart: [...remoteDeclaredPaths.mfe_cart, '/gift-cards/*'] };
    expect(strayRoutes(declared, 'mfe_cart', routes)).toEqual([]);
  });
});
