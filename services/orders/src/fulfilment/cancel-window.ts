import { ORDER_CANCEL_WINDOW_MINUTES, ORDER_STATE, PAYMENT_STATUS, type OrderState } from '@rmj/contracts';
import type { Order } from '../orders/order.schema';
import { isUnpaidCod } from './cod-rules';

/**
 * Until when the shopper may cancel a paid order themselves: ORDER_CANCEL_WINDOW_MINUTES after paying,
 * while the workshop has not started (still Processing). Undefined once they may not, and for an
 * unpaid order (its cancellation promises no money back: see shopperCancel).
 */
export function cancellableUntil(paidAt: Date, state: OrderState, now: Date, unpaid = false): Date | undefined {
  if (unpaid || state !== ORDER_STATE.paid) return undefined;
  const until = new Date(paidAt.getTime() + ORDER_CANCEL_WINDOW_MINUTES * 60_000);
  return now < until ? until : undefined;
}

/**
 * How the shopper may cancel their order now, or undefined when they may not: a paid order within
 * the window while still Processing (`paid`, the money goes back); an unpaid cash-on-delivery order
 * while it waits for the shop's call (`unpaid`, no deadline: nothing was paid or made). Once the shop
 * has confirmed it (Processing), its shopper calls the shop.
 */
export type ShopperCancel = { kind: 'paid'; from: OrderState; until: Date } | { kind: 'unpaid'; from: OrderState };

export function shopperCancel(
  order: Pick<Order, 'paidAt' | 'paymentMethod' | 'paymentStatus'>,
  state: OrderState,
  now: Date,
): ShopperCancel | undefined {
  if (isUnpaidCod(order))
    return state === ORDER_STATE.awaitingConfirmation ? { kind: 'unpaid', from: state } : undefined;
  const until = cancellableUntil(order.paidAt, state, now, order.paymentStatus === PAYMENT_STATUS.unpaid);
  return until ? { kind: 'paid', from: state, until } : undefined;
}
