/** Cash on delivery's rules that fulfilment's services and views share (no Nest, no database). */
import {
  DELIVERY_TIME_ZONE,
  ORDER_STATE,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  paymentMethodOf,
  type OrderState,
} from '@rmj/contracts';
import type { Order } from '../orders/order.schema';

/** A cash-on-delivery order whose cash has not been recorded. */
export const isUnpaidCod = (order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): boolean =>
  paymentMethodOf(order) === PAYMENT_METHOD.cod && order.paymentStatus === PAYMENT_STATUS.unpaid;

/** States in which the courier has the parcel or has handed it over: the cash can be collected. */
export const CASH_COLLECTABLE_STATES: readonly OrderState[] = [ORDER_STATE.shipped, ORDER_STATE.delivered];

/** An unpaid cash-on-delivery order the courier has (or has delivered): its cash is still to collect. */
export const isCodToCollect = (order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status'>): boolean =>
  isUnpaidCod(order) && CASH_COLLECTABLE_STATES.includes(order.status);

/** Today's date in India (YYYY-MM-DD). */
export function indianToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DELIVERY_TIME_ZONE }).format(now);
}
