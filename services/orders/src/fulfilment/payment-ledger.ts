/**
 * An order taken with payment links, as the order page shows its money: what was asked (links not
 * cancelled), paid (every payment, refunds not taken off) and is due, each payment and each link,
 * the owner's leave to ship, and what the signed-in role may do next.
 */
import {
  ORDER_STATE,
  PAYMENT_REQUEST_STATUS,
  roleCan,
  type OrderPaymentLedger,
  type OrderState,
  type StaffRole,
} from '@rmj/contracts';
import { LinkPayments } from '../orders/link-payments.service';
import type { Order } from '../orders/order.schema';
import type { LinkPaymentRecord, PaymentRequestRecord } from '../orders/payment-request.schema';

/** States in which no more money is asked: the order was called off or came back. */
export const NO_MORE_PAYMENT_STATES: readonly OrderState[] = [
  ORDER_STATE.cancelled,
  ORDER_STATE.returned,
  ORDER_STATE.refunded,
  ORDER_STATE.returnedToOrigin,
];

export function ledgerOf(
  order: Order,
  requests: PaymentRequestRecord[],
  payments: LinkPaymentRecord[],
  status: OrderState,
  role: StaffRole | undefined,
  /** Whole rupees refunded from each payment (processed), by payment id. */
  refunded: ReadonlyMap<string, number> = new Map(),
  /** The refunds of what was paid beyond the total (RefundsService.extraOf). */
  extra: ExtraRefunds = NO_EXTRA_REFUNDS,
): OrderPaymentLedger {
  const paidRupees = payments.reduce((sum, p) => sum + Math.round(p.amountPaise / 100), 0);
  const dueRupees = Math.max(0, order.total - paidRupees);
  const open = requests.some((r) => r.status === PAYMENT_REQUEST_STATUS.open);
  const closed = NO_MORE_PAYMENT_STATES.includes(status);
  const override = order.balanceOverride;
  const extraRupees = Math.max(0, paidRupees - order.total);
  const extraLeftRupees = Math.max(0, extraRupees - Math.ceil(extra.countedPaise / 100));
  return {
    totalRupees: order.total,
    askedRupees: requests
      .filter((r) => r.status !== PAYMENT_REQUEST_STATUS.cancelled)
      .reduce((sum, r) => sum + Math.round(r.amountPaise / 100), 0),
    paidRupees,
    dueRupees,
    // Once the extra is all refunded its note has been answered.
    payments: LinkPayments.paymentViews(payments, order.total, refunded, extraRupees > 0 && extraLeftRupees === 0),
    requests: requests.map((r) => LinkPayments.view(r, order)),
    ...(override
      ? { balanceOverride: { reason: override.reason, at: new Date(override.at).toISOString(), by: override.by } }
      : {}),
    canRequestBalance: dueRupees > 0 && !open && !closed && roleCan(role, 'requestPayments'),
    canOverrideBalance: dueRupees > 0 && !override && !closed && roleCan(role, 'shipWithoutBalance'),
    extraRupees,
    extraRefundedRupees: Math.floor(extra.processedPaise / 100),
    extraLeftRupees,
    canRefundExtra: extraLeftRupees > 0 && !extra.otherOnItsWay && roleCan(role, 'refundOrders'),
  };
}

/** An order's refunds of the extra it was paid, in paise, and whether another refund is on its way. */
export interface ExtraRefunds {
  /** Refunded, on its way or being asked. */
  countedPaise: number;
  processedPaise: number;
  otherOnItsWay: boolean;
}

const NO_EXTRA_REFUNDS: ExtraRefunds = { countedPaise: 0, processedPaise: 0, otherOnItsWay: false };
