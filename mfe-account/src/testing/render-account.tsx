// Renders the exposed pages as the shell does: the real shop store, a router, and a probe that
// shows the current path so tests can assert where a page navigated.
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rmj/router';
import { CartProvider, createShopStore, type ShopStore } from '@rmj/cart';
import { LangProvider, type Lang } from '@rmj/i18n';
import { AccountPage } from '../features/account/components/account-page';
import { WelcomePage } from '../features/welcome/components/welcome-page';
import { AddressesPage } from '../features/addresses/components/addresses-page';

function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname}</div>;
}

/** True while Jest's fake timers are installed (sinon marks its fake setTimeout with a clock). */
function usingFakeTimers(): boolean {
  return 'clock' in setTimeout;
}

/**
 * Renders /account, /account/addresses and /welcome at `path`; other paths render only the path probe.
 * `lang`: the page's language, as the shell gives it (a Tamil page's router has basename /ta).
 */
export function renderPages(
  path = '/account',
  lang: Lang = 'en',
): { store: ShopStore; user: UserEvent; unmount: () => void } {
  const store = createShopStore({ storage: null });
  const user = userEvent.setup(usingFakeTimers() ? { advanceTimers: jest.advanceTimersByTime } : {});
  const { unmount } = render(
    <LangProvider lang={lang}>
      <CartProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account" element={<AccountPage />} />
            <Route path="/welcome" element={<WelcomePage />} />
            <Route path="/account/addresses" element={<AddressesPage />} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </CartProvider>
    </LangProvider>,
  );
  return { store, user, unmount };
}

/** The path the router is at. */
export function currentPath(): string {
  return document.querySelector('[data-testid="current-path"]')?.textContent ?? '';
}
