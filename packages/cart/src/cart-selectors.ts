// Public selectors of the cart. They take the shop's root state (the slice lives under `cart`).
import { createSelector } from '@reduxjs/toolkit';
import type { CartItem } from '@rmj/contracts';
import { ORDER_SHIPPING_RUPEES, parsePrice } from '@rmj/contracts/price';
import type { CartState } from './cart-slice';

/** The part of the root state the selectors read. */
export interface CartRootState {
  cart: CartState;
}

/** All lines. */
export const selectCartItems = (state: CartRootState): CartItem[] => state.cart.items;

/** Number of pieces: the sum of the quantities. */
export const selectCartCount = createSelector([selectCartItems], (items) =>
  items.reduce((sum, item) => sum + item.quantity, 0),
);

/** True when the cart has no lines. */
export const selectCartIsEmpty = (state: CartRootState): boolean => state.cart.items.length === 0;

/** Sum of price x quantity in rupees; lines whose price is not a number are skipped (and logged). */
export const selectCartTotal = createSelector([selectCartItems], (items) =>
  items.reduce((sum, item) => {
    const price = parsePrice(item.price);
    if (price === null) {
      console.warn('Invalid price for item', item.name, item.price);
      return sum;
    }
    return sum + price * item.quantity;
  }, 0),
);

/** Same as selectCartTotal: the order summary's Subtotal. */
export const selectCartSubtotal = selectCartTotal;

/** Subtotal + the flat shipping fee: the order summary's Total. */
export const selectOrderTotal = createSelector([selectCartSubtotal], (subtotal) => subtotal + ORDER_SHIPPING_RUPEES);
