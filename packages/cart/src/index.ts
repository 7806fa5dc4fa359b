// Public entry of @rmj/cart: the shop's one store, the cart slice, its selectors and hooks.
// Shared as a Module Federation singleton; import only from '@rmj/cart'.
export type { CartItem, Customization, CustomizationType, NewCartItem } from '@rmj/contracts';

export {
  createShopStore,
  API_INJECTED,
  type ShopStore,
  type ShopState,
  type ShopDispatch,
  type ShopStoreOptions,
  type InjectableApi,
} from './create-shop-store';
export {
  cartSlice,
  cartActions,
  CART_ACTION_TYPES,
  type CartState,
  type CartLineKey,
  type QuantityChangedPayload,
  type ItemRemovedPayload,
  type ItemRepricedPayload,
} from './cart-slice';
export {
  selectCartItems,
  selectCartCount,
  selectCartTotal,
  selectCartSubtotal,
  selectOrderTotal,
  selectCartIsEmpty,
  type CartRootState,
} from './cart-selectors';
export { buildCartIdentifier, DEFAULT_ENGRAVING_FONT, DEFAULT_ENGRAVING_FONT_SIZE } from './cart-identity';
export { CART_STORAGE_KEY, LEGACY_CART_STORAGE_KEY, FILE_DATA_REMOVED_MARKER, type CartStorage } from './cart-storage';
export { CartProvider, type CartProviderProps } from './react/cart-provider';
export { useCart, type UseCartResult } from './react/use-cart';
export { useInjectApi } from './react/use-inject-api';
