// Public entry of mfe-cart: the screens the shell routes to.
import type { JSX } from 'react';
export { CartPage } from '../features/cart/cart-page';

export function TrackOrderPage(): JSX.Element {
  return <h1>Track your order</h1>;
}
