// Makes the shop's store available to the tree. Only the shell (or a remote's standalone
// bootstrap) renders it; exposed pages never do, or they would hide the shell's store.
import type { JSX, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ShopStore } from '../create-shop-store';

/** Props of CartProvider. */
export interface CartProviderProps {
  /** The store from createShopStore(). */
  store: ShopStore;
  /** A server-rendered page's state: read while hydrating, so the first render matches the server's HTML. */
  serverState?: unknown;
  children?: ReactNode;
}

/** react-redux's Provider for the shop's store. */
export function CartProvider({ store, serverState, children }: CartProviderProps): JSX.Element {
  return (
    <Provider store={store} serverState={serverState as ReturnType<ShopStore['getState']> | undefined}>
      {children}
    </Provider>
  );
}
