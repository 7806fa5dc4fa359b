/**
 * A payment for an order that is already paid with another one (two tabs, a retry after a slow
 * answer). A captured one is refunded in full, exactly once: the refund is an insert-once record
 * under the payment's id, written with its ExtraPaymentRefundRequested event, and only the path
 * whose insert succeeds asks the provider at once; the event's handler takes up a request that
 * failed or was cut short, after asking the provider whether the refund happened. An authorized
 * one is never captured: the provider releases it. Either way it is noted on the order and logged
 * at warn.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertedOnce, moveState, updateVersioned } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { Outbox } from '../outbox/outbox.service';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../payments/payment-provider';
import { Order, type ExtraPaymentNote } from './order.schema';
import { PaymentRefund } from './payment-refund.schema';

/** The event's first try comes this long after the request (which asks at once). */
const FIRST_FOLLOW_UP_MS = 30_000;
/** A request still 'requested' after this long was cut short (a crash): the event's handler may ask again. */
const STALE_REQUEST_MS = 5 * 60_000;
/** The outbox handler that takes up a refund of a second payment its request did not finish. */
const FOLLOW_UP = 'second-payment-refund';

@Injectable()
export class ExtraPayments implements OnModuleInit {
  private readonly logger = new Logger(ExtraPayments.name);

  constructor(
    @InjectModel(PaymentRefund.name) private readonly refunds: Model<PaymentRefund>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.outbox.on('ExtraPaymentRefundRequested', FOLLOW_UP, (_payload, paymentId, now) =>
      this.followUp(paymentId, now),
    );
  }

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
      version: 0,
      foundBy,
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    };
    // The event first: a crash before the insert leaves an event that finds no record, never a
    // record nobody follows up.
    await this.outbox.emitLater('ExtraPaymentRefundRequested', payment.id, {}, FIRST_FOLLOW_UP_MS, now);
    if (!(await insertedOnce(() => this.refunds.create(record)))) return; // another path is refunding it, or has
    this.logger.warn({
      msg: 'second captured payment of a paid order: refunding it in full',
      orderNumber: order.orderNumber,
      paymentId: payment.id,
      amountPaise: record.amountPaise,
      foundBy,
    });
    await this.request(record);
  }

  /**
   * Takes up a refund whose request failed or was cut short: asks the provider first, so none is
   * made twice. Throws (the outbox tries again with its back-off) until the payment is refunded.
   */
  private async followUp(paymentId: string, now: Date): Promise<void> {
    const record = await this.refunds.findById(paymentId).lean<PaymentRefund>().exec();
    if (!record || record.state === 'refunded') return;
    if (record.state === 'requested' && now.getTime() - new Date(record.updatedAt).getTime() < STALE_REQUEST_MS)
      throw new Error('a refund request for this payment may still be under way');
    const payment = await this.provider.fetchPayment(record._id);
    if (payment.amount_refunded >= payment.amount) return this.done(record);
    const again = { updatedAt: new Date(), attempts: record.attempts + 1 };
    // Another path moved it meanwhile: the next try sees what it came to.
    if (!(await moveState(this.refunds, record._id, [record.state], 'requested', again)))
      throw new Error('the refund of this payment moved meanwhile');
    if (!(await this.request({ ...record, amountPaise: payment.amount - payment.amount_refunded })))
      throw new Error('the refund of a second payment failed again');
  }

  /** Asks the provider for the refund; false when it failed (the record is then 'failed'). */
  private async request(record: PaymentRefund): Promise<boolean> {
    try {
      const refund = await this.provider.refundPayment(record._id, {
        amountPaise: record.amountPaise,
        notes: { reason: 'second payment of an order already paid', orderNumber: record.orderNumber },
        receipt: `dup_${record.orderNumber}`.slice(0, 40),
      });
      await this.done(record, refund.id);
      return true;
    } catch (err) {
      // A refusal may mean it is refunded already (an answer lost on the way): the provider knows.
      if (err instanceof PaymentProviderError && err.kind === 'refused') {
        const payment = await this.provider.fetchPayment(record._id).catch(() => null);
        if (payment && payment.amount_refunded >= payment.amount) {
          await this.done(record);
          return true;
        }
      }
      const lastError = err instanceof Error ? err.message : String(err);
      this.logger.warn({
        msg: 'refund of a second payment failed; its event asks again later',
        orderNumber: record.orderNumber,
        paymentId: record._id,
        err: lastError,
      });
      await moveState(this.refunds, record._id, ['requested'], 'failed', { lastError, updatedAt: new Date() });
      return false;
    }
  }

  private async done(record: PaymentRefund, refundId?: string): Promise<void> {
    await moveState(this.refunds, record._id, ['requested', 'failed'], 'refunded', {
      updatedAt: new Date(),
      ...(refundId ? { refundId } : {}),
    });
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
    await updateVersioned(this.orders, orderId, (stored) =>
      stored.extraPayments?.[paymentId]?.outcome === note.outcome ? null : { [field]: note },
    );
  }
}
