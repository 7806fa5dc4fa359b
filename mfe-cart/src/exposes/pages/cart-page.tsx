import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { ordersApi } from '../../api/orders-api';
import { CartScreen } from '../../features/cart/cart-page';

/** /cart and /checkout: the cart, promo code, checkout, payment and the order overlay. */
export function CartPage(): JSX.Element {
  useInjectApi(ordersApi);
  return <CartScreen />;
}
