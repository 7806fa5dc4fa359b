// The cart store is shared at run time by the shell and every remote (a Module Federation
// singleton). Its public contract is pinned here next to the package's major version: renaming or
// removing an action, a payload key or a storage key without raising the major fails this test,
// and the shell refuses remotes built against another major (see README.md).
import { cartItemSchema, majorOf, newCartItemSchema } from '@rmj/contracts';
import pkg from '../package.json';
import { CART_ACTION_TYPES } from './cart-slice';
import { CART_STORAGE_KEY, LEGACY_CART_STORAGE_KEY } from './cart-storage';

const CONTRACT_V1 = {
  major: 1,
  actions: {
    itemAdded: 'cart/itemAdded',
    quantityChanged: 'cart/quantityChanged',
    itemRemoved: 'cart/itemRemoved',
    cleared: 'cart/cleared',
    // 1.2.0 (minor: an action older remotes can ignore).
    itemRepriced: 'cart/itemRepriced',
  },
  lineKeys: [
    'id',
    'cartIdentifier',
    'name',
    'price',
    'quantity',
    'variant',
    'size',
    'image',
    'customization',
    'hasFileData',
  ],
  storageKeys: ['rmjCart', 'cartItems'],
};

it('keeps its version-1 contract while the major version is 1', () => {
  expect(majorOf(pkg.version)).toBe(CONTRACT_V1.major);
  expect(CART_ACTION_TYPES).toEqual(CONTRACT_V1.actions);
  // Adding an optional field is a minor release; removing or renaming one is a major release.
  expect(Object.keys(cartItemSchema.shape)).toEqual(expect.arrayContaining(CONTRACT_V1.lineKeys));
  expect(Object.keys(newCartItemSchema.shape)).toEqual(
    expect.arrayContaining(CONTRACT_V1.lineKeys.filter((k) => k !== 'cartIdentifier')),
  );
  expect([CART_STORAGE_KEY, LEGACY_CART_STORAGE_KEY]).toEqual(CONTRACT_V1.storageKeys);
});
