// Lets a remote plug its RTK Query api into the shell's store from inside an exposed page.
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { InjectableApi, ShopStore } from '../create-shop-store';

/**
 * Injects the api's reducer and middleware into the store of the surrounding CartProvider,
 * synchronously on first render, so the api's hooks work in that same render. Idempotent.
 */
export function useInjectApi(api: InjectableApi): void {
  const context = useContext(ReactReduxContext);
  if (!context) throw new Error('useInjectApi must be used within a CartProvider');
  const store = context.store as Partial<ShopStore>;
  if (typeof store.injectApi !== 'function') {
    throw new Error('useInjectApi needs the store from createShopStore()');
  }
  store.injectApi(api);
}
