import { ORDER_CANCEL_WINDOW_MINUTES, ORDER_STATE, type OrderState } from '@rmj/contracts';

/**
 * Until when the shopper may cancel an order themselves: ORDER_CANCEL_WINDOW_MINUTES after paying,
 * while the workshop has not started (still Processing). Undefined once they may not, and for an
 * unpaid (cash-on-delivery) order: its shopper calls the shop, who confirms or cancels it (the
 * online cancellation promises the money back).
 */
export function cancellableUntil(paidAt: Date, state: OrderState, now: Date, unpaid = false): Date | undefined {
  if (unpaid || state !== ORDER_STATE.paid) return undefined;
  const until = new Date(paidAt.getTime() + ORDER_CANCEL_WINDOW_MINUTES * 60_000);
  return now < until ? until : undefined;
}
