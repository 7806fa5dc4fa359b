// Renders the exposed pages as the shell does: the real shop store, a router, and a probe showing
// the current path.
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rmj/router';
import { cartActions, CartProvider, createShopStore, type NewCartItem, type ShopStore } from '@rmj/cart';
import { CartPage } from '../features/cart/components/cart-page';
import type { Lang } from '@rmj/i18n';
import { TrackOrderPage } from '../features/track-order/components/track-order-page';
import { InWords } from './words';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/** The page at `path` with these cart lines, in English unless `lang` says otherwise (a /ta page's language). */
export function renderShop(
  path: string,
  items: NewCartItem[] = [],
  lang: Lang = 'en',
): { store: ShopStore; user: UserEvent } {
  const store = createShopStore({ storage: null });
  for (const item of items) store.dispatch(cartActions.itemAdded(item));
  const user = userEvent.setup();
  render(
    <CartProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <InWords lang={lang}>
          <Routes>
            <Route path="/cart" element={<CartPage />} />
            <Route path="/track-order" element={<TrackOrderPage />} />
            <Route path="*" element={null} />
          </Routes>
        </InWords>
        <CurrentPath />
      </MemoryRouter>
    </CartProvider>,
  );
  return { store, user };
}

export const currentPath = () => document.querySelector('[data-testid="current-path"]')?.textContent ?? '';

export function logIn(firstName?: string, lastName?: string): void {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  if (firstName) localStorage.setItem('firstName', firstName);
  if (lastName) localStorage.setItem('lastName', lastName);
}
