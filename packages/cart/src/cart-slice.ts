// The cart slice: state, reducers and the public actions, named as events (STYLE.md 5 and 6).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem, NewCartItem } from '@rmj/contracts';
import { buildCartIdentifier } from './cart-identity';

/** State of the `cart` slice. */
export interface CartState {
  /** Lines in the order they were first added. */
  items: CartItem[];
}

/** Key of a line: its cartIdentifier, or its product id (then every line of that product). */
export type CartLineKey = string | number;

/** Payload of `cart/quantityChanged`. */
export interface QuantityChangedPayload {
  /** cartIdentifier or product id of the line. */
  key: CartLineKey;
  /** New quantity; 0 or less removes the line. */
  quantity: number;
}

/** Payload of `cart/itemRepriced`. */
export interface ItemRepricedPayload {
  /** cartIdentifier or product id of the line. */
  key: CartLineKey;
  /** The unit price the server now charges, in whole rupees. */
  price: number;
}

/** Payload of `cart/itemRemoved`. */
export interface ItemRemovedPayload {
  /** cartIdentifier or product id of the line. */
  key: CartLineKey;
}

/** Public action type names: other parts may listen for these; renaming one is a breaking change. */
export const CART_ACTION_TYPES = {
  itemAdded: 'cart/itemAdded',
  quantityChanged: 'cart/quantityChanged',
  itemRemoved: 'cart/itemRemoved',
  cleared: 'cart/cleared',
  itemRepriced: 'cart/itemRepriced',
} as const;

export const initialCartState: CartState = { items: [] };

/** Lines matched by a key: the line with that cartIdentifier, else every line of that product id. */
function matches(items: CartItem[], key: CartLineKey): (item: CartItem) => boolean {
  const byIdentifier = items.some((item) => item.cartIdentifier === key);
  return byIdentifier ? (item) => item.cartIdentifier === key : (item) => String(item.id) === String(key);
}

function addedQuantity(quantity: number | undefined): number {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, action: PayloadAction<NewCartItem>) {
      const cartIdentifier = buildCartIdentifier(action.payload);
      const quantity = addedQuantity(action.payload.quantity);
      const existing = state.items.find((item) => item.cartIdentifier === cartIdentifier);
      if (existing) {
        existing.quantity += quantity;
      } else {
        state.items.push({ ...action.payload, cartIdentifier, quantity });
      }
    },
    quantityChanged(state, action: PayloadAction<QuantityChangedPayload>) {
      const { key, quantity } = action.payload;
      const isTarget = matches(state.items, key);
      if (!(quantity > 0)) {
        state.items = state.items.filter((item) => !isTarget(item));
        return;
      }
      for (const item of state.items) {
        if (isTarget(item)) item.quantity = Math.floor(quantity);
      }
    },
    itemRemoved(state, action: PayloadAction<ItemRemovedPayload>) {
      const isTarget = matches(state.items, action.payload.key);
      state.items = state.items.filter((item) => !isTarget(item));
    },
    cleared(state) {
      state.items = [];
    },
    /**
     * The catalogue's price of a line changed (the server's quote said so): the line now shows and
     * sums the new unit price. Only a whole, non-negative number of rupees is taken.
     */
    itemRepriced(state, action: PayloadAction<ItemRepricedPayload>) {
      const { key, price } = action.payload;
      if (!Number.isInteger(price) || price < 0) return;
      const isTarget = matches(state.items, key);
      for (const item of state.items) {
        if (isTarget(item)) item.price = price;
      }
    },
  },
});

/**
 * Public cart actions: `cart/itemAdded`, `cart/quantityChanged`, `cart/itemRemoved`, `cart/cleared`,
 * `cart/itemRepriced` (since 1.2.0).
 */
export const cartActions = cartSlice.actions;
