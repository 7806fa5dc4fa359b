// Test helpers: fake remote './pages' modules and a render of the whole shell at a path.
// The real federation runtime throws in Jest, so specs mock '@module-federation/enhanced/runtime'
// and hand these modules out from loadRemote.
import { render, type RenderResult } from '@testing-library/react';
import type { JSX } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CartProvider, createShopStore } from '@rmj/cart';
import { App } from '../app/app';
import type { RuntimeConfig } from '../config/runtime-config';
import { initFederation } from '../federation/federation';

/** A page that shows which remote page rendered and with which props. */
function fakePage(remote: string, page: string) {
  return function FakePage(props: Record<string, unknown>): JSX.Element {
    return (
      <div data-testid="page">
        {remote}:{page}:{JSON.stringify(props)}
      </div>
    );
  };
}

const pageNames: Record<string, string[]> = {
  mfe_catalog: ['HomePage', 'CategoryPage', 'CustomListingPage', 'VelKadaPage', 'SearchPage', 'ContactPage', 'AllProductsPage'],
  mfe_product: ['ProductPage', 'CustomizePage'],
  mfe_cart: ['CartPage', 'TrackOrderPage'],
  mfe_account: ['AccountPage', 'WelcomePage'],
};

/** './pages' of each remote, made of fake pages. */
export const fakeModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(pageNames).map(([remote, pages]) => [remote, Object.fromEntries(pages.map((page) => [page, fakePage(remote, page)]))]),
);

/** loadRemote stand-in that serves the fake modules ('mfe_cart/pages' → fakeModules.mfe_cart). */
export async function fakeLoadRemote(id: string): Promise<Record<string, unknown>> {
  const module = fakeModules[id.replace(/\/pages$/, '')];
  if (!module) throw new Error(`unknown remote ${id}`);
  return module;
}

export const testConfig: RuntimeConfig = {
  remotes: {
    mfe_catalog: 'http://cdn.test/catalog/mf-manifest.json',
    mfe_product: 'http://cdn.test/product/mf-manifest.json',
    mfe_cart: 'http://cdn.test/cart/mf-manifest.json',
    mfe_account: 'http://cdn.test/account/mf-manifest.json',
  },
  chatPhone: '919876543210',
};

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
  initFederation(config, reloadConfig);
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
