/**
 * 'Paid' means money captured. Every path that learns of a payment (verify, webhook,
 * reconciliation, POST /api/orders) comes here: the payment is read from the provider (with the
 * provider time-out), and the checkout is recorded as paid only for a captured payment of the
 * pending order's exact amount and currency. An authorized payment is captured by the shop first
 * (a capture that loses a race to another path finds the payment captured and goes on). A payment
 * other than the one the order was recorded with goes to ExtraPayments (refunded once).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ORDER_CURRENCY } from '@rmj/contracts';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../payments/payment-provider';
import { ExtraPayments } from './extra-payments.service';
import type { Order } from './order.schema';
import { OrderRecorder, type RecordedBy } from './order-recorder.service';
import type { PendingOrder } from './pending-order.schema';

export type Settlement =
  /** The order is paid: recorded now or before. `duplicate`: with another payment than this one. */
  | { paid: true; order: Order; duplicate: boolean }
  /** Not money taken for this checkout: the payment's status, or why it does not match. */
  | { paid: false; reason: string };

/** Why a payment cannot pay this checkout, or null when it matches (order, amount, currency). */
export function mismatchOf(
  pending: Pick<PendingOrder, '_id' | 'amountPaise'>,
  payment: ProviderPayment,
): string | null {
  if (payment.order_id !== pending._id) return `it belongs to ${payment.order_id}`;
  if (payment.amount !== pending.amountPaise) return `amount ${payment.amount} instead of ${pending.amountPaise}`;
  if (payment.currency !== ORDER_CURRENCY) return `currency ${payment.currency} instead of ${ORDER_CURRENCY}`;
  return null;
}

@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly recorder: OrderRecorder,
    private readonly extra: ExtraPayments,
  ) {}

  /**
   * Settles `paymentId` for `pending`. `known`: the payment as just read from the provider (saves
   * a call). Throws PaymentProviderError when the provider cannot be asked (try again later).
   */
  async settle(pending: PendingOrder, paymentId: string, by: RecordedBy, known?: ProviderPayment): Promise<Settlement> {
    const recorded = await this.recorder.find(pending._id);
    // Checked when it was recorded: nothing more to ask the provider.
    if (recorded?.paymentId === paymentId) return { paid: true, order: recorded, duplicate: false };
    const payment = known ?? (await this.provider.fetchPayment(paymentId));
    const mismatch = mismatchOf(pending, payment);
    if (mismatch) {
      this.logger.error({
        msg: 'payment does not match its checkout: not recorded',
        providerOrderId: pending._id,
        paymentId,
        status: payment.status,
        mismatch,
        by,
      });
      return { paid: false, reason: mismatch };
    }
    if (recorded) {
      await this.extra.handle(recorded, payment, by);
      return { paid: true, order: recorded, duplicate: true };
    }
    const taken = payment.status === 'authorized' ? await this.capture(pending, payment, by) : payment;
    if (taken.status !== 'captured') return { paid: false, reason: `payment ${taken.status}` };
    const { order, duplicate } = await this.recorder.recordPaid(pending, taken.id, by);
    if (duplicate) await this.extra.handle(order, taken, by);
    return { paid: true, order, duplicate };
  }

  /** Captures an authorized payment for the pending order's amount; a refusal re-reads the payment. */
  private async capture(pending: PendingOrder, payment: ProviderPayment, by: RecordedBy): Promise<ProviderPayment> {
    try {
      const captured = await this.provider.capturePayment(payment.id, pending.amountPaise, ORDER_CURRENCY);
      this.logger.log({
        msg: 'captured an authorized payment',
        providerOrderId: pending._id,
        paymentId: payment.id,
        by,
      });
      return captured;
    } catch (err) {
      if (!(err instanceof PaymentProviderError) || err.kind !== 'refused') throw err;
      // Most often another path captured it a moment ago; the provider says what it is now.
      const now = await this.provider.fetchPayment(payment.id);
      if (now.status !== 'captured') {
        this.logger.error({
          msg: 'the provider refused to capture an authorized payment',
          providerOrderId: pending._id,
          paymentId: payment.id,
          reason: err.reason,
          status: now.status,
        });
      }
      return now;
    }
  }
}
