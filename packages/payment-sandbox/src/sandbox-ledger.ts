/**
 * The sandbox's memory: orders, payments and refunds, and the moves Razorpay allows between their
 * states (authorize, capture, refund) with Razorpay's refusals. Nothing is persisted: a restarted
 * sandbox starts empty.
 */
import { randomBytes } from 'node:crypto';
import {
  cardFee,
  entityId,
  isEntityId,
  newPayment,
  unixNow,
  type SandboxOrder,
  type SandboxPayment,
  type SandboxRefund,
} from './sandbox-entities';
import { checkAmount, inputError, onlyFields, RAZORPAY_MESSAGES, SandboxError } from './sandbox-errors';

export { entityId, hmacHex } from './sandbox-entities';
export type { SandboxOrder, SandboxPayment, SandboxRefund } from './sandbox-entities';
export { SandboxError } from './sandbox-errors';

/** auto: a successful payment is captured at once (Razorpay's default); manual: it stays authorized until captured. */
export type CaptureMode = 'auto' | 'manual';

/** One attempt from the payment window (or a test standing in for it). */
export interface PayOptions {
  email?: string;
  contact?: string;
  /** Pay an order that is already paid (a second tab): Checkout refuses this; tests need it. */
  again?: boolean;
  /** A payment that does not match its order (tests of the shop's checks). */
  amount?: number;
  currency?: string;
}

/** More than this many orders in memory: the oldest are forgotten (a sandbox, not a ledger). */
const MAX_ORDERS = 200_000;

const notes = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};

export class SandboxLedger {
  readonly orders = new Map<string, SandboxOrder>();
  readonly payments = new Map<string, SandboxPayment>();
  readonly refunds = new Map<string, SandboxRefund>();
  /**
   * Orders that take payments in parts (a Payment Link's order): each captured payment adds to
   * `amount_paid` and the order is `paid` once nothing is due. Other orders are paid by one payment.
   */
  private readonly partOrders = new Set<string>();

  /** The order behind a Payment Link: paid in parts when the link accepts partial payments. */
  createPartOrder(input: Record<string, unknown>): SandboxOrder {
    const order = this.createOrder(input);
    this.partOrders.add(order.id);
    return order;
  }

  createOrder(input: Record<string, unknown>): SandboxOrder {
    const amount = checkAmount(input.amount) as number;
    // Tests create orders directly without a currency; over HTTP the routes require it, as Razorpay does.
    const { currency = 'INR', receipt } = input;
    if (currency !== 'INR') throw inputError(RAZORPAY_MESSAGES.currencyUnsupported, 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
      throw inputError(RAZORPAY_MESSAGES.receiptTooLong, 'receipt');
    const order: SandboxOrder = {
      id: entityId('order_'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes(input.notes),
      created_at: unixNow(),
    };
    if (this.orders.size >= MAX_ORDERS) this.orders.delete(this.orders.keys().next().value as string);
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): SandboxOrder {
    return this.lookup(this.orders, 'order_', id);
  }

  payment(id: string): SandboxPayment {
    return this.lookup(this.payments, 'pay_', id);
  }

  paymentsOf(orderId: string): SandboxPayment[] {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId);
  }

  /** A payment's refunds, newest first; `count` (default 10, at most 100) from `skip`, as Razorpay pages lists. */
  refundsOf(paymentId: string, page: { count?: unknown; skip?: unknown } = {}): SandboxRefund[] {
    this.payment(paymentId);
    const count = Math.min(100, Math.max(1, Number(page.count) || 10));
    const skip = Math.max(0, Number(page.skip) || 0);
    return [...this.refunds.values()]
      .filter((r) => r.payment_id === paymentId)
      .reverse()
      .slice(skip, skip + count);
  }

  /** One attempt: authorized (money held) or failed. Capturing is the caller's next step. */
  authorize(orderId: string, outcome: 'success' | 'failure', opts: PayOptions = {}): SandboxPayment {
    const order = this.order(orderId);
    if (order.status === 'paid' && !opts.again)
      throw new SandboxError(400, RAZORPAY_MESSAGES.orderAlreadyPaid, { reason: 'order_already_paid' });
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    const payment = newPayment(order, outcome === 'success', opts);
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** POST /v1/payments/:id/capture {amount, currency}: authorized → captured, the order paid. */
  capture(paymentId: string, input: Record<string, unknown>): SandboxPayment {
    const payment = this.payment(paymentId);
    const amount = checkAmount(input.amount) as number;
    if (input.currency !== undefined && input.currency !== payment.currency)
      throw inputError(RAZORPAY_MESSAGES.currencyMismatch, 'currency');
    if (payment.status === 'captured' || payment.status === 'refunded')
      throw inputError(RAZORPAY_MESSAGES.alreadyCaptured);
    if (payment.status !== 'authorized') throw inputError(RAZORPAY_MESSAGES.captureNotAuthorized);
    if (amount !== payment.amount) throw inputError(RAZORPAY_MESSAGES.captureAmount, 'amount');
    Object.assign(payment, { status: 'captured', captured: true }, cardFee(payment.amount));
    const order = this.orders.get(payment.order_id);
    if (order && this.partOrders.has(order.id)) {
      const paid = Math.min(order.amount, order.amount_paid + payment.amount);
      Object.assign(order, { amount_paid: paid, amount_due: order.amount - paid });
      if (paid >= order.amount) order.status = 'paid';
    } else if (order) Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    return payment;
  }

  /**
   * POST /v1/payments/:id/refund {amount?, speed?, notes?, receipt?}: a new refund, `pending` (normal
   * speed) until settleRefund. The payment counts it at once: `amount_refunded`, `refund_status`
   * (partial/full) and, when the whole amount is being refunded, status `refunded`.
   */
  refund(paymentId: string, input: Record<string, unknown>): SandboxRefund {
    onlyFields(input, ['amount', 'speed', 'notes', 'receipt']);
    const payment = this.payment(paymentId);
    if (payment.status === 'refunded') throw inputError(RAZORPAY_MESSAGES.fullyRefunded);
    if (payment.status !== 'captured') throw inputError(RAZORPAY_MESSAGES.refundNotCaptured);
    const left = payment.amount - payment.amount_refunded;
    const amount = checkAmount(input.amount, true) ?? left;
    if (amount > left) throw inputError(RAZORPAY_MESSAGES.refundTooMuch, 'amount');
    const speed = input.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw inputError('The selected speed is invalid.', 'speed');
    if (input.receipt !== undefined && (typeof input.receipt !== 'string' || input.receipt.length > 40)) {
      throw inputError(RAZORPAY_MESSAGES.receiptTooLong, 'receipt');
    }
    const refund: SandboxRefund = {
      id: entityId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notes(input.notes),
      receipt: (input.receipt as string | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    this.counted(payment, amount);
    return refund;
  }

  /**
   * The bank's answer to a pending refund: processed (an ARN is given) or failed (the money goes
   * back to the shop's balance, so the payment no longer counts it and can be refunded again).
   * A refund that is no longer pending does not change.
   */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): SandboxRefund {
    const refund = this.findRefund(refundId);
    if (refund.status !== 'pending') return refund;
    refund.status = outcome;
    if (outcome === 'processed') refund.acquirer_data.arn = String(10 ** 13 + (randomBytes(5).readUIntBE(0, 5) % 9e12));
    else this.counted(this.payment(refund.payment_id), -refund.amount);
    return refund;
  }

  /** GET /v1/refunds/:id (and /v1/payments/:pay/refunds/:id). */
  findRefund(id: string): SandboxRefund {
    return this.lookup(this.refunds, 'rfnd_', id);
  }

  /** The payment's refund bookkeeping after `delta` paise more (or less) are being refunded. */
  private counted(payment: SandboxPayment, delta: number): void {
    payment.amount_refunded += delta;
    payment.refund_status =
      payment.amount_refunded <= 0 ? null : payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    payment.status = payment.refund_status === 'full' ? 'refunded' : 'captured';
  }

  /** An id of the wrong shape and an unknown id get the same answer from Razorpay. */
  private lookup<T>(map: Map<string, T>, prefix: 'order_' | 'pay_' | 'rfnd_', id: string): T {
    const found = isEntityId(prefix, id) ? map.get(id) : undefined;
    if (!found) throw inputError(RAZORPAY_MESSAGES.idNotFound);
    return found;
  }
}
