// Renders an exposed page the way the shell does: inside the shop's real store and a router.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@rmj/router';
import { CartProvider, createShopStore, type ShopStore } from '@rmj/cart';

/** Where navigation went, for assertions. */
export interface SeenLocation {
  pathname: string;
  search: string;
  state: unknown;
}

function LocationProbe({ onChange }: { onChange: (location: SeenLocation) => void }) {
  const location = useLocation();
  onChange({ pathname: location.pathname, search: location.search, state: location.state });
  return null;
}

/** Renders `page` at `path` (default '/') with navigation `state`; returns the store and the last location. */
export function renderPage(
  page: ReactElement,
  { path = '/', state }: { path?: string; state?: unknown } = {},
): RenderResult & { store: ShopStore; location: { current?: SeenLocation } } {
  const store = createShopStore({ storage: null });
  const location: { current?: SeenLocation } = {};
  const utils = render(
    <CartProvider store={store}>
      <MemoryRouter
        initialEntries={[
          { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <LocationProbe onChange={(next) => (location.current = next)} />
      </MemoryRouter>
    </CartProvider>,
  );
  return { ...utils, store, location };
}
