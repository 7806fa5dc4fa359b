import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@rmj/router';
import { CartProvider, cartActions, createShopStore } from '@rmj/cart';
import { Header } from './header';

function renderHeader() {
  const store = createShopStore({ storage: null });
  render(
    <CartProvider store={store}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </CartProvider>,
  );
  return store;
}

describe('Header', () => {
  it('links the logo home, the account icon to /account and the cart icon to /cart', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'RMJ Jewellers home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows the cart count from the store on the badge and follows its changes', () => {
    const store = renderHeader();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    act(() => {
      store.dispatch(cartActions.itemAdded({ id: 'r1', name: 'Silver ring', price: 1200, quantity: 2 }));
      store.dispatch(cartActions.itemAdded({ id: 'p7', name: 'Pendant', price: 900 }));
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    act(() => {
      store.dispatch(cartActions.cleared());
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
  });
});
