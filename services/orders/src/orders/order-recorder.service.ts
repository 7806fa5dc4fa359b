/**
 * Records a paid order exactly once, whichever path settles the payment first (verify, webhook,
 * reconciliation, POST /api/orders; see PaymentSettlement for what counts as paid), claims a
 * once-per-account promo code and writes OrderPaid to the outbox. The record is an insert against
 * unique indexes; the outbox delivers OrderPaid to its subscribers until each has done its part:
 * the stock take and the file claim here, the e-mails on the fulfilment floor.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertedOnce, updateVersioned } from '@rmj/nest-common';
import { DRAFT_CUSTOM_PRODUCT_ID, ORDER_STATE, PAYMENT_METHOD, PAYMENT_STATUS } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { PromoCodesService } from '../pricing/promo-codes.service';
import { OpenCheckouts } from './open-checkouts.service';
import { newOrderNumber } from './order-number';
import { Order } from './order.schema';
import { orderDetailsOf, pricedFieldsOf } from './order-views';
import { PaymentRef } from './payment-ref.schema';
import type { PendingOrder } from './pending-order.schema';
import { StockTakes } from './stock-takes.service';
import { ShopMetrics } from '../metrics/metrics.service';
import { Outbox } from '../outbox/outbox.service';

export type RecordedBy = 'verify' | 'webhook' | 'reconcile' | 'save';

/** The paid order of a checkout; `duplicate` when it was recorded with another payment than the one given. */
export interface Recorded {
  order: Order;
  duplicate: boolean;
}

/** Every uploaded file a line refers to: the customisation's file, the combined file, the engraving proof. */
export function fileIdsOf(order: Pick<Order, 'lines'>): string[] {
  const ids = order.lines.flatMap((line) => [
    line.customization?.fileId,
    line.customization?.file?.fileId,
    line.customization?.proofFileId,
  ]);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))];
}

@Injectable()
export class OrderRecorder implements OnModuleInit {
  private readonly logger = new Logger(OrderRecorder.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(PaymentRef.name) private readonly refs: Model<PaymentRef>,
    private readonly files: FilesClaimClient,
    private readonly promos: PromoCodesService,
    private readonly openCheckouts: OpenCheckouts,
    private readonly stock: StockTakes,
    private readonly metrics: ShopMetrics,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    // First on the list: other shoppers' checkouts see the pieces gone as soon as possible.
    this.outbox.on('OrderPaid', 'stock-take', (_payload, orderId) => this.takeStock(orderId));
    this.outbox.on('OrderPaid', 'files-claim', (_payload, orderId) => this.claimFiles(orderId));
    // A cash-on-delivery order takes its pieces at placement too: it is sold unless staff cancel it.
    this.outbox.on('OrderPlaced', 'stock-take', (_payload, orderId) => this.takeStock(orderId));
    this.outbox.on('OrderPlaced', 'files-claim', (_payload, orderId) => this.claimFiles(orderId));
    // So does an order sent from a draft: the pieces are kept for the customer while they pay.
    this.outbox.on('OrderSent', 'stock-take', (_payload, orderId) => this.takeStock(orderId));
    this.outbox.on('OrderSent', 'files-claim', (_payload, orderId) => this.claimFiles(orderId));
  }

  /**
   * Records an order sent from a draft once, unpaid, Awaiting payment: `_id` and the order number
   * were decided by the draft's versioned change, so a retried send inserts the same order (or
   * finds it: `duplicate`).
   */
  async recordSent(
    pending: Omit<PendingOrder, 'nextCheckAt' | 'checks' | 'state' | 'receipt'>,
    orderNumber: string,
    draftId: string,
  ): Promise<Recorded> {
    const existing = await this.find(pending._id);
    if (existing) return { order: existing, duplicate: true };
    const order: Order = {
      ...this.build(pending, pending._id, 'save'),
      orderNumber,
      paymentMethod: PAYMENT_METHOD.paymentLink,
      paymentStatus: PAYMENT_STATUS.unpaid,
      status: ORDER_STATE.awaitingPayment,
      paidAt: pending.createdAt,
      recordedBy: 'draft',
      draftId,
      paidPaise: 0,
      // Custom pieces are in no catalogue: only catalogue pieces are taken from stock.
      stockDue: pending.pricing.lines.some((line) => line.productId !== DRAFT_CUSTOM_PRODUCT_ID),
    };
    if (!(await insertedOnce(() => this.orders.create(order)))) {
      const winner = await this.find(pending._id);
      if (winner) return { order: winner, duplicate: true };
      throw new Error(`order number ${orderNumber} of draft ${draftId} is taken by another order`);
    }
    this.logger.log({ msg: 'order sent from a draft', orderNumber, orderId: order._id, draftId });
    await this.outbox.emit('OrderSent', order._id, {});
    return { order, duplicate: false };
  }

  /**
   * Records an exchange's replacement order once under `_id` (derived from the return request, so
   * two presses record one order): the returned pieces' credit is taken off as its discount, the
   * rest (if any) is paid on a payment link (unpaid, Awaiting payment); with nothing left to pay it
   * starts Processing, Paid. Its stock and files follow as for a sent draft (OrderSent).
   */
  async recordExchange(
    pending: Omit<PendingOrder, 'nextCheckAt' | 'checks' | 'state' | 'receipt'>,
    exchangeOf: { returnId: string; orderNumber: string },
  ): Promise<Recorded> {
    const existing = await this.find(pending._id);
    if (existing) return { order: existing, duplicate: true };
    const due = pending.pricing.total > 0;
    const order: Order = {
      ...this.build(pending, pending._id, 'save'),
      paymentMethod: PAYMENT_METHOD.paymentLink,
      paymentStatus: due ? PAYMENT_STATUS.unpaid : PAYMENT_STATUS.paid,
      status: due ? ORDER_STATE.awaitingPayment : ORDER_STATE.paid,
      paidAt: pending.createdAt,
      recordedBy: 'exchange',
      exchangeOf,
      paidPaise: 0,
      stockDue: pending.pricing.lines.some((line) => line.productId !== DRAFT_CUSTOM_PRODUCT_ID),
    };
    if (!(await insertedOnce(() => this.orders.create(order)))) {
      const winner = await this.find(pending._id);
      if (winner) return { order: winner, duplicate: true };
      throw new Error(`the replacement order of ${exchangeOf.returnId} could not be recorded`);
    }
    this.logger.log({
      msg: 'exchange replacement recorded',
      orderNumber: order.orderNumber,
      returnId: exchangeOf.returnId,
      replaces: exchangeOf.orderNumber,
    });
    await this.outbox.emit('OrderSent', order._id, {});
    return { order, duplicate: false };
  }

  /**
   * Records an unpaid cash-on-delivery order once: `_id` is decided by the caller from the account
   * and the cart, so a second press of the same checkout finds the first order (`duplicate`).
   */
  async recordCod(pending: Omit<PendingOrder, 'nextCheckAt' | 'checks' | 'state' | 'receipt'>): Promise<Recorded> {
    const existing = await this.find(pending._id);
    if (existing) return { order: existing, duplicate: true };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const order: Order = {
        ...this.build(pending, pending._id, 'save'),
        paymentMethod: PAYMENT_METHOD.cod,
        paymentStatus: PAYMENT_STATUS.unpaid,
        status: ORDER_STATE.awaitingConfirmation,
        recordedBy: 'cod',
      };
      if (!(await insertedOnce(() => this.orders.create(order)))) {
        const winner = await this.find(pending._id);
        if (winner) return { order: winner, duplicate: true };
        continue; // the order number was taken: draw another
      }
      this.logger.log({ msg: 'cash-on-delivery order placed', orderNumber: order.orderNumber, orderId: order._id });
      await this.claimPromo(order);
      await this.outbox.emit('OrderPlaced', order._id, {});
      return { order, duplicate: false };
    }
    throw new Error(`could not draw a free order number for ${pending._id}`);
  }

  /** The order paid with `paymentId`, or null: by its reference (an _id lookup), else by scanning. */
  async findByPayment(paymentId: string): Promise<Order | null> {
    const ref = await this.refs.findById(paymentId).lean<PaymentRef>().exec();
    const byRef = ref ? await this.find(ref.orderId) : null;
    return byRef ?? this.orders.findOne({ paymentId }).lean<Order>().exec();
  }

  /** The order recorded for a provider order, or null. */
  find(providerOrderId: string): Promise<Order | null> {
    return this.orders.findById(providerOrderId).lean<Order>().exec();
  }

  /**
   * Records `pending` as paid with `paymentId` (a payment PaymentSettlement found captured), or
   * returns the order already recorded for it.
   */
  async recordPaid(pending: PendingOrder, paymentId: string, by: RecordedBy): Promise<Recorded> {
    const existing = await this.find(pending._id);
    if (existing) {
      // The request that recorded it may have stopped before writing the event: writing it again is a no-op.
      await this.outbox.emit('OrderPaid', existing._id, {});
      return { order: existing, duplicate: existing.paymentId !== paymentId };
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const order = this.build(pending, paymentId, by);
      if (!(await insertedOnce(() => this.orders.create(order)))) {
        const winner =
          (await this.find(pending._id)) ?? (await this.orders.findOne({ paymentId }).lean<Order>().exec());
        if (winner) return { order: winner, duplicate: winner.paymentId !== paymentId };
        continue; // the order number was taken (about 1 in 10^15): draw another
      }
      this.logger.log({ msg: 'order recorded', orderNumber: order.orderNumber, providerOrderId: pending._id, by });
      this.metrics.checkoutPaid(by);
      await insertedOnce(() => this.refs.create({ _id: paymentId, orderId: pending._id })).catch((err: unknown) => {
        this.logger.warn({
          msg: 'payment reference not stored; lookups by payment id scan instead',
          paymentId,
          err: String(err),
        });
      });
      await this.claimPromo(order);
      await this.openCheckouts.closed(pending._id);
      // The pending order's state is left to reconciliation: one write less on the shopper's path.
      await this.outbox.emit('OrderPaid', order._id, {});
      return { order, duplicate: false };
    }
    throw new Error(`could not draw a free order number for ${pending._id}`);
  }

  /** A once-per-account code is claimed with the order; a second use is kept on the order and logged. */
  private async claimPromo(order: Order): Promise<void> {
    try {
      if (!(await this.promos.redeem(order))) {
        order.promoAlreadyUsed = true;
        await updateVersioned(this.orders, order._id, () => ({ promoAlreadyUsed: true }));
      }
    } catch (err) {
      this.logger.error({
        msg: 'promo code redemption not stored',
        orderNumber: order.orderNumber,
        code: order.promoCode,
        err: String(err),
      });
    }
  }

  /** OrderPaid: the order's pieces leave the stock (the catalog takes once per order id). */
  private async takeStock(orderId: string): Promise<void> {
    const order = await this.find(orderId);
    if (!order?.stockDue) return;
    await this.stock.takeFor(order);
    if (order.stockDue) throw new Error('stock not taken yet');
  }

  /** OrderPaid: the order's uploaded files become the shopper's for good. */
  private async claimFiles(orderId: string): Promise<void> {
    const order = await this.find(orderId);
    if (!order || order.filesClaimedAt || order.fileIds.length === 0) return;
    if (!(await this.files.claim(order.userId, order.fileIds))) throw new Error('the catalog refused the claim');
    await updateVersioned(this.orders, order._id, (stored) =>
      stored.filesClaimedAt ? null : { filesClaimedAt: new Date() },
    );
  }

  private build(
    pending: Omit<PendingOrder, 'nextCheckAt' | 'checks' | 'state' | 'receipt'>,
    paymentId: string,
    by: RecordedBy,
  ): Order {
    const order: Order = {
      ...orderDetailsOf(pending),
      ...pricedFieldsOf(pending.pricing),
      _id: pending._id,
      orderNumber: newOrderNumber(),
      paymentId,
      userId: pending.userId,
      userEmail: pending.userEmail,
      paymentStatus: PAYMENT_STATUS.paid,
      status: ORDER_STATE.paid,
      paidAt: new Date(),
      version: 0,
      moveSeq: 0,
      recordedBy: by,
      fileIds: [],
      stockDue: true,
      language: pending.language ?? 'en',
    };
    order.fileIds = fileIdsOf(order);
    // Nothing to claim counts as claimed, so reconciliation only looks at orders with files.
    if (order.fileIds.length === 0) order.filesClaimedAt = order.paidAt;
    return order;
  }
}
