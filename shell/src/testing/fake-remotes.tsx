// Test helpers: each remote's './routes' module built from the remote's REAL route list (its
// public entry '<remote>/routes'), with every page replaced by a fake that shows which remote page
// rendered and with which props. The real federation runtime throws in Jest, so specs mock
// '@module-federation/enhanced/runtime' and hand these modules out from loadRemote.
import { render, type RenderResult } from '@testing-library/react';
import type { JSX } from 'react';
import { MemoryRouter, useLocation, useParams } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import {
  ADMIN_REMOTE,
  SHOP_REMOTE_NAMES,
  type RemoteName,
  type RemoteRoute,
  type RemoteSeo,
  type RuntimeConfig,
} from '@rmj/contracts';
import { paths as accountPaths, routes as accountRoutes, seo as accountSeo } from 'mfe-account/routes';
import { paths as adminPaths, routes as adminRoutes } from 'mfe-admin/routes';
import { paths as cartPaths, routes as cartRoutes, seo as cartSeo } from 'mfe-cart/routes';
import { paths as catalogPaths, routes as catalogRoutes, seo as catalogSeo } from 'mfe-catalog/routes';
import { paths as productPaths, routes as productRoutes, seo as productSeo } from 'mfe-product/routes';
import { App } from '../app/app';
import { initFederation } from '../federation/federation';

/** The remotes' own route lists (paths, aliases, page names, props). */
export const remoteRouteLists: Record<RemoteName, readonly RemoteRoute[]> = {
  mfe_catalog: catalogRoutes,
  mfe_product: productRoutes,
  mfe_cart: cartRoutes,
  mfe_account: accountRoutes,
  mfe_admin: adminRoutes,
};

/** The paths each remote declares it owns (what the gateway serves in the runtime configuration). */
export const remoteDeclaredPaths: Record<RemoteName, readonly string[]> = {
  mfe_catalog: catalogPaths,
  mfe_product: productPaths,
  mfe_cart: cartPaths,
  mfe_account: accountPaths,
  mfe_admin: adminPaths,
};

/** The pages' titles and descriptions each remote declares (the back office declares none). */
export const remoteSeo: Partial<Record<RemoteName, RemoteSeo>> = {
  mfe_catalog: catalogSeo,
  mfe_product: productSeo,
  mfe_cart: cartSeo,
  mfe_account: accountSeo,
};

/** A page that shows which remote page rendered, with which props and route params. */
export function fakePage(remote: string, page: string) {
  return function FakePage(props: Record<string, unknown>): JSX.Element {
    const params = useParams();
    return (
      <div data-testid="page">
        {remote}:{page}:{JSON.stringify(props)}
        {Object.keys(params).length > 0 && <span data-testid="params">{JSON.stringify(params)}</span>}
      </div>
    );
  };
}

/** A './routes' module for a remote: its real list, fake pages, and the given version needs. */
export function fakeRoutesModule(remote: RemoteName, requires: Record<string, string> = { '@rmj/cart': '^1.0.0' }) {
  return {
    routes: remoteRouteLists[remote].map((route) => ({ ...route, load: async () => fakePage(remote, route.page) })),
    ...(remoteSeo[remote] ? { seo: remoteSeo[remote] } : {}),
    requires,
    version: `${remote}-test`,
  };
}

/** loadRemote stand-in: 'mfe_cart/routes' → the fake routes module of mfe_cart. */
export async function fakeLoadRemote(id: string): Promise<unknown> {
  const remote = id.replace(/\/routes$/, '') as RemoteName;
  if (!remoteRouteLists[remote] || !id.endsWith('/routes')) throw new Error(`unknown module ${id}`);
  return fakeRoutesModule(remote);
}

/** Every remote this repository builds, the back office included (the embedded stack's configuration). */
export const testConfig: RuntimeConfig = {
  remotes: Object.fromEntries(
    SHOP_REMOTE_NAMES.map((name) => [
      name,
      { entry: `http://cdn.test/${name}/mf-manifest.json`, paths: [...remoteDeclaredPaths[name]] },
    ]),
  ),
  chatPhone: '919876543210',
};

/** The storefront alone: a configuration that does not name the back office. */
export const storefrontConfig: RuntimeConfig = {
  ...testConfig,
  remotes: Object.fromEntries(Object.entries(testConfig.remotes).filter(([name]) => name !== ADMIN_REMOTE)),
};

/** What the test shell bundles of the shared singletons. */
export const testProvides = { '@rmj/cart': '1.0.0', react: '19.2.0' };

/** Shows the current location, so specs can assert navigation. */
export function LocationProbe(): JSX.Element {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the whole shell at `path` with a fresh store and a fresh federation state. */
export function renderShell(
  path: string,
  config: RuntimeConfig = testConfig,
  reloadConfig = async () => config,
): RenderResult & { store: ReturnType<typeof createShopStore> } {
  initFederation(config, reloadConfig, testProvides);
  const store = createShopStore({ storage: null });
  const view = render(
    <CartProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App chatPhone={config.chatPhone} />
        <LocationProbe />
      </MemoryRouter>
    </CartProvider>,
  );
  return { ...view, store };
}
