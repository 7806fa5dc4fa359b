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
import { API_HYDRATED_ACTION, type ApiHydratedAction, type ShopThunkExtra } from '@rmj/contracts';
import { cartActions, cartSlice } from './cart-slice';
import { clearStoredCart, defaultCartStorage, loadCartItems, saveCartItems, type CartStorage } from './cart-storage';

/** Options of createShopStore. */
export interface ShopStoreOptions {
  /** Where the cart persists: defaults to window.localStorage; null turns persistence off (tests). */
  storage?: CartStorage | null;
  /**
   * The server's state of a server-rendered page: each remote api injected later starts from its part
   * (API_HYDRATED_ACTION), so hydration shows the same data without asking again. The cart is the browser's.
   */
  serverState?: Readonly<Record<string, unknown>>;
  /** On the server: the origin API calls go to (the thunk extra argument the shop's base query reads). */
  apiOrigin?: string;
}

/** What injectApi needs from an RTK Query api (createApi's result fits). */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  /** RTK Query's utilities: the server waits for the queries a render started. */
  util?: { getRunningQueriesThunk(): (dispatch: never, getState: never, extra: never) => unknown };
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
  const extra: ShopThunkExtra = options.apiOrigin ? { apiOrigin: options.apiOrigin } : {};
  const rootReducer = combineSlices(cartSlice);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { cart: { items: loadCartItems(storage) } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(
        persistCart(storage),
        dynamicMiddleware.middleware,
      ),
  });

  const injected = new Set<string>();
  const apis: InjectableApi[] = [];
  /** Adds an RTK Query api's reducer and middleware to the store; calling it again for the same api does nothing. */
  function injectApi(api: InjectableApi): void {
    if (injected.has(api.reducerPath)) return;
    injected.add(api.reducerPath);
    apis.push(api);
    // combineSlices only types slices declared up front; remotes' apis are known at run time only.
    (rootReducer as unknown as { inject(slice: InjectableApi): unknown }).inject(api);
    dynamicMiddleware.addMiddleware(api.middleware);
    store.dispatch({ type: API_INJECTED, payload: { reducerPath: api.reducerPath } } as UnknownAction);
    const fromServer = options.serverState?.[api.reducerPath];
    if (fromServer !== undefined) {
      const hydrated: ApiHydratedAction = {
        type: API_HYDRATED_ACTION,
        payload: { reducerPath: api.reducerPath, state: fromServer },
      };
      store.dispatch(hydrated as unknown as UnknownAction);
    }
  }

  /** The queries still running in every injected api (the server waits for them before its final render). */
  function runningQueries(): Promise<unknown>[] {
    return apis.flatMap((api) =>
      api.util
        ? ((store.dispatch as (thunk: unknown) => unknown)(api.util.getRunningQueriesThunk()) as Promise<unknown>[])
        : [],
    );
  }

  return Object.assign(store, { injectApi, runningQueries });
}

/** The store createShopStore returns. */
export type ShopStore = ReturnType<typeof createShopStore>;
/** Root state of the shop (the cart under `cart`; injected apis under their reducerPath). */
export type ShopState = ReturnType<ShopStore['getState']>;
/** Dispatch of the shop's store. */
export type ShopDispatch = ShopStore['dispatch'];
