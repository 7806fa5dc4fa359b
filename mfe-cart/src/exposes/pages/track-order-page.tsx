import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { ordersApi } from '../../api/orders-api';
import { TrackOrderScreen } from '../../features/track-order/track-order-screen';

/** /track-order: tracking by order number. */
export function TrackOrderPage(): JSX.Element {
  useInjectApi(ordersApi);
  return <TrackOrderScreen />;
}
