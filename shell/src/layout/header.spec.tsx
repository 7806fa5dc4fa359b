import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@rmj/router';
import { LangProvider } from '@rmj/i18n';
import { CartProvider, cartActions, createShopStore } from '@rmj/cart';
import { Header } from './header';
import { WithWords } from '../testing/with-words';

function renderHeader() {
  const store = createShopStore({ storage: null });
  render(
    <CartProvider store={store}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </CartProvider>,
    { wrapper: WithWords },
  );
  return store;
}

describe('Header', () => {
  it('links the logo home, the account icon to /account and the cart icon to /cart', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'RMJ Jewellers home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  it('shows the cart count from the store on the badge and follows its changes', () => {
    const store = renderHeader();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    act(() => {
      store.dispatch(cartActions.itemAdded({ id: 'r1', name: 'Silver ring', price: 1200, quantity: 2 }));
      store.dispatch(cartActions.itemAdded({ id: 'p7', name: 'Pendant', price: 900 }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    act(() => {
      store.dispatch(cartActions.cleared());
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it("names the cart link with the count in words, the badge's number hidden from screen readers", () => {
    const store = renderHeader();
    act(() => {
      store.dispatch(cartActions.itemAdded({ id: 'r1', name: 'Silver ring', price: 1200 }));
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      store.dispatch(cartActions.itemAdded({ id: 'p7', name: 'Pendant', price: 900 }));
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });
});

describe('Header on a Tamil page', () => {
  it('names the links in Tamil, counts the cart by Tamil plurals and keeps the links under /ta', () => {
    const store = createShopStore({ storage: null });
    render(
      <LangProvider lang="ta">
        <CartProvider store={store}>
          <MemoryRouter basename="/ta" initialEntries={['/ta/contact']}>
            <WithWords>
              <Header />
            </WithWords>
          </MemoryRouter>
        </CartProvider>
      </LangProvider>,
    );
    expect(screen.getByRole('link', { name: 'கணக்கு' })).toHaveAttribute('href', '/ta/account');
    expect(screen.getByRole('link', { name: 'கூடை, 0 பொருட்கள்' })).toHaveAttribute('href', '/ta/cart');
    act(() => {
      store.dispatch(cartActions.itemAdded({ id: 'r1', name: 'Silver ring', price: 1200 }));
    });
    expect(screen.getByRole('link', { name: 'கூடை, 1 பொருள்' })).toBeInTheDocument();
    // The header's switch and the mobile menu's.
    const switches = screen.getAllByRole('link', { name: 'English' });
    expect(switches.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
  });
});
