import { loadRemote } from '@module-federation/enhanced/runtime';
import { initFederation } from '../federation/federation';
import { fakeRoutesModule, testConfig, testProvides } from '../testing/fake-remotes';
import { warmUp } from './warm-up';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** Routes modules whose page loads are recorded, per remote. */
function recordingRemotes() {
  const pagesLoaded: string[] = [];
  jest.mocked(loadRemote).mockImplementation((async (id: string) => {
    const remote = id.replace(/\/routes$/, '') as keyof typeof testConfig.remotes;
    const module = fakeRoutesModule(remote as never);
    return { ...module, routes: module.routes.map((route) => ({ ...route, load: async () => (pagesLoaded.push(`${remote}:${route.page}`), route.load()) })) };
  }) as typeof loadRemote);
  return pagesLoaded;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  initFederation(testConfig, async () => testConfig, testProvides);
});

describe('warmUp', () => {
  it("loads the owner's route list and the matching page's code before anything renders", async () => {
    const pagesLoaded = recordingRemotes();
    await warmUp('/product/65f0a0000000000000000150');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_product/routes');
    expect(pagesLoaded).toEqual(['mfe_product:ProductPage']);
  });

  it('loads nothing for a path no remote owns, and never throws when a remote is offline', async () => {
    recordingRemotes();
    await warmUp('/no-such-page/at/all');
    expect(loadRemote).not.toHaveBeenCalled();
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    await expect(warmUp('/cart')).resolves.toBeUndefined();
  });
});
