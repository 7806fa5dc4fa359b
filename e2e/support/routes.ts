// Every path the shop serves, from the remotes' own route lists (their public './routes' entry):
// the same lists the shell merges at run time and the standalone dev views render.
import { expandRoutes, REMOTE_NAMES, type RemoteName, type RemoteRoute } from '@rmj/contracts';
import { routes as accountRoutes } from 'mfe-account/routes';
import { routes as cartRoutes } from 'mfe-cart/routes';
import { routes as catalogRoutes } from 'mfe-catalog/routes';
import { routes as productRoutes } from 'mfe-product/routes';

const lists: Record<RemoteName, readonly RemoteRoute[]> = {
  mfe_catalog: catalogRoutes,
  mfe_product: productRoutes,
  mfe_cart: cartRoutes,
  mfe_account: accountRoutes,
};

/** [url, remote, page] for every path and alias, params filled with a sample value. */
export const EVERY_ROUTE: [string, RemoteName, string][] = REMOTE_NAMES.flatMap((remote) =>
  expandRoutes(remote, lists[remote]).map((route): [string, RemoteName, string] => [
    route.path.replace(/:[^/]+/g, '123'),
    remote,
    route.page,
  ]),
);
