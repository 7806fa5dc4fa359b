/**
 * Records a paid order exactly once, whichever path settles the payment first (verify, webhook,
 * reconciliation, POST /api/orders; see PaymentSettlement for what counts as paid), claims a
 * once-per-account promo code, then takes the order's pieces from stock, sends the confirmation
 * e-mail and claims the order's files. The record is an insert against unique indexes; the
 * follow-ups are retried by reconciliation until each is marked done.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ORDER_STATE, PAYMENT_STATUS } from '@rmj/contracts';
import { SERVICE_CONFIG, SmtpMailer } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { retryBusy } from '../db/retry-busy';
import type { OrdersConfig } from '../config/orders.config';
import { orderConfirmationMail } from '../mail/order-confirmation-mail';
import { PromoCodesService } from '../pricing/promo-codes.service';
import { OpenCheckouts } from './open-checkouts.service';
import { newOrderNumber } from './order-number';
import { Order } from './order.schema';
import { orderDetailsOf, pricedFieldsOf } from './order-views';
import { PaymentRef } from './payment-ref.schema';
import type { PendingOrder } from './pending-order.schema';
import { StockTakes } from './stock-takes.service';
import { isDuplicateKey } from '../db/duplicate-key';
import { ShopMetrics } from '../metrics/metrics.service';
import { ShopNotices } from '../notices/shop-notices.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';

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
export class OrderRecorder {
  private readonly logger = new Logger(OrderRecorder.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(PaymentRef.name) private readonly refs: Model<PaymentRef>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly mailer: SmtpMailer,
    private readonly files: FilesClaimClient,
    private readonly promos: PromoCodesService,
    private readonly openCheckouts: OpenCheckouts,
    private readonly stock: StockTakes,
    private readonly metrics: ShopMetrics,
    private readonly notices: ShopNotices,
    private readonly settings: ShopSettingsClient,
  ) {}

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
    if (existing) return { order: existing, duplicate: existing.paymentId !== paymentId };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const order = this.build(pending, paymentId, by);
      try {
        await retryBusy(() => this.orders.create(order));
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const winner =
          (await this.find(pending._id)) ?? (await this.orders.findOne({ paymentId }).lean<Order>().exec());
        if (winner) return { order: winner, duplicate: winner.paymentId !== paymentId };
        continue; // the order number was taken (about 1 in 10^15): draw another
      }
      this.logger.log({ msg: 'order recorded', orderNumber: order.orderNumber, providerOrderId: pending._id, by });
      this.metrics.checkoutPaid(by);
      await retryBusy(() => this.refs.create({ _id: paymentId, orderId: pending._id })).catch((err: unknown) => {
        this.logger.warn({
          msg: 'payment reference not stored; lookups by payment id scan instead',
          paymentId,
          err: String(err),
        });
      });
      await this.claimPromo(order);
      await this.openCheckouts.closed(pending._id);
      // The pending order's state is left to reconciliation: one write less on the shopper's path.
      void this.followUp(order);
      return { order, duplicate: false };
    }
    throw new Error(`could not draw a free order number for ${pending._id}`);
  }

  /** A once-per-account code is claimed with the order; a second use is kept on the order and logged. */
  private async claimPromo(order: Order): Promise<void> {
    try {
      if (!(await this.promos.redeem(order))) {
        order.promoAlreadyUsed = true;
        await retryBusy(() => this.orders.updateOne({ _id: order._id }, { $set: { promoAlreadyUsed: true } }));
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

  /**
   * Takes the stock, sends the confirmation and the shop's notice and claims the files, each once it
   * has not been done yet. Never throws.
   */
  async followUp(order: Order): Promise<void> {
    // First: other shoppers' checkouts see the pieces gone as soon as possible.
    await this.stock.takeFor(order);
    if (!order.confirmationSentAt) {
      try {
        await this.mailer.send(
          order.customerDetails.email,
          orderConfirmationMail(order, this.config.SHOP_URL, await this.settings.contact()),
        );
        await retryBusy(() => this.orders.updateOne({ _id: order._id }, { $set: { confirmationSentAt: new Date() } }));
      } catch (err) {
        this.logger.warn({
          msg: 'confirmation e-mail not sent yet; reconciliation retries',
          orderNumber: order.orderNumber,
          err: String(err),
        });
      }
    }
    // The shop's notice: once per order (its outbox key), however often the follow-ups run.
    await this.notices.newOrder(order);
    if (!order.filesClaimedAt && order.fileIds.length > 0) {
      try {
        if (!(await this.files.claim(order.userId, order.fileIds))) throw new Error('the catalog refused the claim');
        await retryBusy(() => this.orders.updateOne({ _id: order._id }, { $set: { filesClaimedAt: new Date() } }));
      } catch (err) {
        this.logger.warn({
          msg: 'files not claimed yet; reconciliation retries',
          orderNumber: order.orderNumber,
          err: String(err),
        });
      }
    }
  }

  private build(pending: PendingOrder, paymentId: string, by: RecordedBy): Order {
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
      recordedBy: by,
      fileIds: [],
      stockDue: true,
    };
    order.fileIds = fileIdsOf(order);
    // Nothing to claim counts as claimed, so reconciliation only looks at orders with files.
    if (order.fileIds.length === 0) order.filesClaimedAt = order.paidAt;
    return order;
  }
}
