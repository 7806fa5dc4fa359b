// Which of an account's orders keep it from being deleted: the shop still owes the shopper something
// (the piece or their money), so it must still be able to reach them. Decided from the order state
// machine (order-status.ts) and the refund records.
import { ORDER_STATE, PAYMENT_STATUS, type OrderState } from '@rmj/contracts';

/** States in which the piece is still on its way to the shopper, or back from them with the refund to come. */
export const OPEN_ORDER_STATES: readonly OrderState[] = [
  ORDER_STATE.awaitingConfirmation,
  ORDER_STATE.paid,
  ORDER_STATE.inWorkshop,
  ORDER_STATE.qualityCheck,
  ORDER_STATE.shipped,
  ORDER_STATE.returned,
];

/** The fields the decision reads. */
export interface OrderForErasure {
  _id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
}

/**
 * Open: in an OPEN_ORDER_STATES state; cancelled while the money has not gone back yet (paid in
 * full); or with a refund still under way (`refundPending`: a refund record not yet processed).
 * Delivered, refunded, and cancelled-and-refunded orders are closed.
 */
export function isOpenOrder(order: OrderForErasure, refundPending: boolean): boolean {
  if ((OPEN_ORDER_STATES as readonly string[]).includes(order.status)) return true;
  if (order.status === ORDER_STATE.cancelled && order.paymentStatus === PAYMENT_STATUS.paid) return true;
  return refundPending;
}
