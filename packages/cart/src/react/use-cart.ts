// The cart as a hook: state plus the actions, for pages that prefer not to dispatch directly.
import { useContext, useMemo } from 'react';
import { ReactReduxContext, useDispatch, useSelector } from 'react-redux';
import type { CartItem, NewCartItem } from '@rmj/contracts';
import { cartActions, type CartLineKey } from '../cart-slice';
import { selectCartCount, selectCartIsEmpty, selectCartItems, selectCartTotal } from '../cart-selectors';

/** What useCart returns. */
export interface UseCartResult {
  /** All lines. */
  items: CartItem[];
  /** Sum of quantities (the header badge). */
  count: number;
  /** Sum of price x quantity in rupees, without shipping. */
  total: number;
  /** True when there are no lines. */
  isEmpty: boolean;
  /** Adds a line or raises the quantity of the line with the same identity. */
  addToCart: (item: NewCartItem) => void;
  /** Sets the quantity of a line (by cartIdentifier or id); 0 or less removes it. */
  updateQuantity: (key: CartLineKey, quantity: number) => void;
  /** Removes a line (by cartIdentifier or id). */
  removeFromCart: (key: CartLineKey) => void;
  /** Empties the cart and deletes both stored keys. */
  clearCart: () => void;
}

function useRequireStore(): void {
  if (!useContext(ReactReduxContext)) throw new Error('useCart must be used within a CartProvider');
}

/** The cart for components under CartProvider; throws outside it. */
export function useCart(): UseCartResult {
  useRequireStore();
  const items = useSelector(selectCartItems);
  const count = useSelector(selectCartCount);
  const total = useSelector(selectCartTotal);
  const isEmpty = useSelector(selectCartIsEmpty);
  const dispatch = useDispatch();
  const actions = useMemo(
    () => ({
      addToCart: (item: NewCartItem) => dispatch(cartActions.itemAdded(item)),
      updateQuantity: (key: CartLineKey, quantity: number) => dispatch(cartActions.quantityChanged({ key, quantity })),
      removeFromCart: (key: CartLineKey) => dispatch(cartActions.itemRemoved({ key })),
      clearCart: () => dispatch(cartActions.cleared()),
    }),
    [dispatch],
  );
  return { items, count, total, isEmpty, ...actions };
}
