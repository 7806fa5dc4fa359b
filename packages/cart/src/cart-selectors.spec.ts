import { ORDER_SHIPPING_RUPEES, parsePrice, type NewCartItem } from '@rmj/contracts';
import { cartActions } from './cart-slice';
import { selectCartCount, selectCartIsEmpty, selectCartTotal, selectOrderTotal } from './cart-selectors';
import { createShopStore } from './create-shop-store';

function storeWith(...items: NewCartItem[]) {
  const store = createShopStore({ storage: null });
  for (const item of items) store.dispatch(cartActions.itemAdded(item));
  return store;
}

afterEach(() => jest.restoreAllMocks());

it('counts pieces as the sum of quantities and reports emptiness', () => {
  const empty = storeWith();
  expect(selectCartCount(empty.getState())).toBe(0);
  expect(selectCartIsEmpty(empty.getState())).toBe(true);
  const store = storeWith(
    { id: 'a', name: 'A', price: 10, quantity: 2 },
    { id: 'b', name: 'B', price: 5, quantity: 3 },
  );
  expect(selectCartCount(store.getState())).toBe(5);
  expect(selectCartIsEmpty(store.getState())).toBe(false);
});

it('totals number prices and comma text prices times quantity', () => {
  const store = storeWith(
    { id: 'a', name: 'A', price: 1500, quantity: 2 },
    { id: 'b', name: 'Vel kada', price: '2,900' },
    { id: 'c', name: 'Pendant', price: '4,500.00', quantity: 2 },
  );
  expect(selectCartTotal(store.getState())).toBe(3000 + 2900 + 9000);
  expect(selectOrderTotal(store.getState())).toBe(3000 + 2900 + 9000 + ORDER_SHIPPING_RUPEES);
});

it('skips lines whose price is not a number and warns about them', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const store = storeWith({ id: 'a', name: 'A', price: 1000 }, { id: 'b', name: 'Odd', price: 'on request' });
  expect(selectCartTotal(store.getState())).toBe(1000);
  expect(warn).toHaveBeenCalledWith('Invalid price for item', 'Odd', 'on request');
});

it('parses prices', () => {
  expect(parsePrice(2900)).toBe(2900);
  expect(parsePrice('18,500')).toBe(18500);
  expect(parsePrice(' 1,00,000.50 ')).toBe(100000.5);
  expect(parsePrice('abc')).toBeNull();
  expect(parsePrice('')).toBeNull();
  expect(parsePrice(Number.NaN)).toBeNull();
  expect(parsePrice(undefined)).toBeNull();
  expect(ORDER_SHIPPING_RUPEES).toBe(100);
});
