/**
 * A payment for an order that is already paid with another one (two tabs, a retry after a slow
 * answer). A captured one is refunded in full, exactly once: the refund is an insert-once record
 * under the payment's id, and only the path whose insert succeeds asks the provider; a failed
 * request is retried by reconciliation after asking the provider whether the refund happened. An
 * authorized one is never captured: the provider releases it. Either way it is noted on the
 * order and logged at warn.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { retryBusy, isDuplicateKey } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { setUntilKept } from '../db/set-until-kept';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../payments/payment-provider';
import { Order, type ExtraPaymentNote } from './order.schema';
import { PaymentRefund } from './payment-refund.schema';

/** A request still 'requested' after this long was cut short (a crash): reconciliation may retry it. */
const STALE_REQUEST_MS = 5 * 60_000;
const BATCH = 50;

@Injectable()
export class ExtraPayments {
  private readonly logger = new Logger(ExtraPayments.name);

  constructor(
    @InjectModel(PaymentRefund.name) private readonly refunds: Model<PaymentRefund>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** `payment` belongs to `order`'s checkout but is not the payment the order was recorded with. */
  async handle(order: Order, payment: ProviderPayment, foundBy: string): Promise<void> {
    if (payment.id === order.paymentId) return;
    if (payment.status === 'authorized') {
      this.logger.warn({
        msg: 'second payment of a paid order is only authorized: left uncaptured for the provider to release',
        orderNumber: order.orderNumber,
        paymentId: payment.id,
        foundBy,
      });
      return this.note(order._id, payment.id, { amountPaise: payment.amount, outcome: 'held', at: new Date() });
    }
    if (payment.status !== 'captured') return;
    const now = new Date();
    const record: PaymentRefund = {
      _id: payment.id,
      orderId: order._id,
      orderNumber: order.orderNumber,
      amountPaise: payment.amount - payment.amount_refunded,
      state: 'requested',
      foundBy,
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await retryBusy(() => this.refunds.create(record));
    } catch (err) {
      if (isDuplicateKey(err)) return; // another path is refunding it, or has
      throw err;
    }
    this.logger.warn({
      msg: 'second captured payment of a paid order: refunding it in full',
      orderNumber: order.orderNumber,
      paymentId: payment.id,
      amountPaise: record.amountPaise,
      foundBy,
    });
    await this.request(record);
  }

  /** Retries refunds that failed or were cut short; asks the provider first, so none is made twice. */
  async retryUnfinished(now = new Date()): Promise<number> {
    const failed = await this.refunds.find({ state: 'failed' }).limit(BATCH).lean<PaymentRefund[]>().exec();
    const stale = await this.refunds
      .find({ state: 'requested', updatedAt: { $lt: new Date(now.getTime() - STALE_REQUEST_MS) } })
      .limit(BATCH)
      .lean<PaymentRefund[]>()
      .exec();
    const due = [...failed, ...stale];
    for (const record of due) {
      const payment = await this.provider.fetchPayment(record._id).catch(() => null);
      if (!payment) continue;
      if (payment.amount_refunded >= payment.amount) {
        await this.done(record);
        continue;
      }
      await retryBusy(() =>
        this.refunds.updateOne(
          { _id: record._id },
          { $set: { state: 'requested', updatedAt: new Date() }, $inc: { attempts: 1 } },
        ),
      );
      await this.request({ ...record, amountPaise: payment.amount - payment.amount_refunded });
    }
    return due.length;
  }

  private async request(record: PaymentRefund): Promise<void> {
    try {
      const refund = await this.provider.refundPayment(record._id, {
        amountPaise: record.amountPaise,
        notes: { reason: 'second payment of an order already paid', orderNumber: record.orderNumber },
        receipt: `dup_${record.orderNumber}`.slice(0, 40),
      });
      await this.done(record, refund.id);
    } catch (err) {
      // A refusal may mean it is refunded already (an answer lost on the way): the provider knows.
      if (err instanceof PaymentProviderError && err.kind === 'refused') {
        const payment = await this.provider.fetchPayment(record._id).catch(() => null);
        if (payment && payment.amount_refunded >= payment.amount) return this.done(record);
      }
      const lastError = err instanceof Error ? err.message : String(err);
      this.logger.warn({
        msg: 'refund of a second payment failed; reconciliation retries it',
        orderNumber: record.orderNumber,
        paymentId: record._id,
        err: lastError,
      });
      await retryBusy(() =>
        this.refunds.updateOne({ _id: record._id }, { $set: { state: 'failed', lastError, updatedAt: new Date() } }),
      );
    }
  }

  private async done(record: PaymentRefund, refundId?: string): Promise<void> {
    await retryBusy(() =>
      this.refunds.updateOne(
        { _id: record._id },
        { $set: { state: 'refunded', updatedAt: new Date(), ...(refundId ? { refundId } : {}) } },
      ),
    );
    await this.note(record.orderId, record._id, {
      amountPaise: record.amountPaise,
      outcome: 'refunded',
      ...(refundId ? { refundId } : {}),
      at: new Date(),
    });
    this.logger.warn({
      msg: 'second payment refunded',
      orderNumber: record.orderNumber,
      paymentId: record._id,
      refundId,
    });
  }

  private async note(orderId: string, paymentId: string, note: ExtraPaymentNote): Promise<void> {
    // The id becomes a field name: only the provider's shape (pay_ and letters or digits) is used.
    if (!/^\w+$/.test(paymentId)) return;
    const field = `extraPayments.${paymentId}`;
    const kept = await setUntilKept(this.orders, { _id: orderId }, { [field]: note }, (stored) => {
      const notes = stored.extraPayments as Record<string, ExtraPaymentNote> | undefined;
      return notes?.[paymentId]?.outcome === note.outcome;
    });
    if (kept) return;
    this.logger.error({ msg: 'second payment note not kept on the order', orderId, paymentId, outcome: note.outcome });
  }
}
