import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createShopStore, type ShopStore } from '../create-shop-store';
import { CART_STORAGE_KEY, LEGACY_CART_STORAGE_KEY } from '../cart-storage';
import { CartProvider } from './cart-provider';
import { useCart } from './use-cart';

const wrapperFor =
  (store: ShopStore) =>
  ({ children }: { children: ReactNode }) => <CartProvider store={store}>{children}</CartProvider>;

beforeEach(() => localStorage.clear());

it('throws the spec message when used outside a CartProvider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => renderHook(() => useCart())).toThrow(new Error('useCart must be used within a CartProvider'));
  jest.restoreAllMocks();
});

it('exposes items, count, total and emptiness, and the cart actions', () => {
  const store = createShopStore();
  const { result } = renderHook(() => useCart(), { wrapper: wrapperFor(store) });
  expect(result.current).toMatchObject({ items: [], count: 0, total: 0, isEmpty: true });

  act(() => result.current.addToCart({ id: 'a', name: 'Anklet', price: '1,250', quantity: 2 }));
  act(() => result.current.addToCart({ id: 'b', name: 'Bangle', price: 3000 }));
  expect(result.current).toMatchObject({ count: 3, total: 5500, isEmpty: false });

  act(() => result.current.updateQuantity(result.current.items[1].cartIdentifier, 4));
  expect(result.current).toMatchObject({ count: 6, total: 14500 });

  act(() => result.current.removeFromCart('a'));
  expect(result.current.items.map((i) => i.id)).toEqual(['b']);

  localStorage.setItem(LEGACY_CART_STORAGE_KEY, '[]');
  act(() => result.current.clearCart());
  expect(result.current).toMatchObject({ items: [], count: 0, total: 0, isEmpty: true });
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
});

it('shares one store between components: a change in one shows in the other', () => {
  const store = createShopStore({ storage: null });
  function Badge() {
    return <span data-testid="badge">{useCart().count}</span>;
  }
  function AddButton() {
    const { addToCart } = useCart();
    return <button onClick={() => addToCart({ id: 'r', name: 'Ring', price: 10 })}>Add</button>;
  }
  render(
    <CartProvider store={store}>
      <Badge />
      <AddButton />
    </CartProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Add' }).click());
  act(() => screen.getByRole('button', { name: 'Add' }).click());
  expect(screen.getByTestId('badge').textContent).toBe('2');
});
