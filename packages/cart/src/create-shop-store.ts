// The one Redux store of the shop. The shell calls createShopStore() once; remotes reach the same
// instance through react-redux's context (Module Federation shares this package as a singleton),
// so nothing here creates a store at module level.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { cartActions, cartSlice } from './cart-slice';
import { clearStoredCart, defaultCartStorage, loadCartItems, saveCartItems, type CartStorage } from './cart-storage';

/** Options of createShopStore. */
export interface ShopStoreOptions {
  /** Where the cart persists: defaults to window.localStorage; null turns persistence off (tests). */
  storage?: CartStorage | null;
}

/** What injectApi needs from an RTK Query api (createApi's result fits). */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** Action dispatched once after an api is injected, so its state exists before its first query. */
export const API_INJECTED = 'shop/apiInjected';

function persistCart(storage: CartStorage | null): Middleware {
  return (api) => (next) => (action) => {
    const before = (api.getState() as { cart: unknown }).cart;
    const result = next(action);
    if (cartActions.cleared.match(action)) {
      clearStoredCart(storage);
    } else {
      const after = api.getState() as { cart: { items: Parameters<typeof saveCartItems>[1] } };
      if (after.cart !== before) saveCartItems(storage, after.cart.items);
    }
    return result;
  };
}

/** Creates the shop's store: the cart slice (restored from storage) plus room for remotes' RTK Query apis. */
export function createShopStore(options: ShopStoreOptions = {}) {
  const storage = options.storage === undefined ? defaultCartStorage() : options.storage;
  const rootReducer = combineSlices(cartSlice);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { cart: { items: loadCartItems(storage) } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(persistCart(storage), dynamicMiddleware.middleware),
  });

  const injected = new Set<string>();
  /** Adds an RTK Query api's reducer and middleware to the store; calling it again for the same api does nothing. */
  function injectApi(api: InjectableApi): void {
    if (injected.has(api.reducerPath)) return;
    injected.add(api.reducerPath);
    // combineSlices only types slices declared up front; remotes' apis are known at run time only.
    (rootReducer as unknown as { inject(slice: InjectableApi): unknown }).inject(api);
    dynamicMiddleware.addMiddleware(api.middleware);
    store.dispatch({ type: API_INJECTED, payload: { reducerPath: api.reducerPath } } as UnknownAction);
  }

  return Object.assign(store, { injectApi });
}

/** The store createShopStore returns. */
export type ShopStore = ReturnType<typeof createShopStore>;
/** Root state of the shop (the cart under `cart`; injected apis under their reducerPath). */
export type ShopState = ReturnType<ShopStore['getState']>;
/** Dispatch of the shop's store. */
export type ShopDispatch = ShopStore['dispatch'];
