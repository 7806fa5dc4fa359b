import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CustomerDetails, PricedLine, SaveOrderRequest } from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * A paid order, recorded once. FerretDB's updates are not atomic, so "exactly once" rests on
 * inserts against unique indexes: _id is the provider order id (one order per checkout),
 * paymentId and orderNumber are unique too. Whoever inserts first wins; every other path
 * (replayed verify, webhook, reconciliation, POST /api/orders) reads the winner.
 */
@Schema({ collection: 'orders', versionKey: false })
export class Order {
  /** Provider order id (order_...). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** RMJ-XXXXXXXXXX: what the shopper tracks the order by. */
  @Prop({ required: true })
  orderNumber!: string;

  /** Provider payment id (pay_...). */
  @Prop({ required: true })
  paymentId!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  userEmail!: string;

  /** Each line as bought: name, unit price, image, customisation with its file ids. */
  @Prop({ type: [MongooseSchema.Types.Mixed], required: true })
  lines!: PricedLine[];

  /** Rupees. */
  @Prop({ required: true })
  subtotal!: number;

  @Prop({ required: true })
  shipping!: number;

  @Prop({ required: true, default: 0 })
  discount!: number;

  /** What was charged, in rupees. */
  @Prop({ required: true })
  total!: number;

  @Prop()
  promoCode?: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  customerDetails!: CustomerDetails;

  @Prop({ required: true, default: 'Paid' })
  paymentStatus!: string;

  @Prop({ required: true, default: 'Processing' })
  status!: string;

  @Prop({ required: true })
  paidAt!: Date;

  /** Which path recorded it first: verify, webhook, reconcile or save. */
  @Prop({ required: true })
  recordedBy!: string;

  /** Uploaded files the order refers to (customisation, engraving proof). */
  @Prop({ type: [String], default: [] })
  fileIds!: string[];

  /** The spec's saved order payload (POST /api/orders), as the shopper's browser showed it. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  savedPayload?: SaveOrderRequest;

  @Prop()
  savedAt?: Date;

  /** Set once the confirmation e-mail went out; reconciliation retries until then. */
  @Prop()
  confirmationSentAt?: Date;

  /** Set once the catalog kept the files; reconciliation retries until then. */
  @Prop()
  filesClaimedAt?: Date;

  /**
   * Payments for this order other than `paymentId`, by payment id (a second tab, a retry after a
   * slow answer): refunded when captured, left uncaptured (the provider releases it) when only
   * authorized. Keyed by payment id so noting one twice changes nothing.
   */
  @Prop({ type: MongooseSchema.Types.Mixed })
  extraPayments?: Record<string, ExtraPaymentNote>;

  /** Set when a once-per-account promo code had already been used by the account when this order was paid. */
  @Prop()
  promoAlreadyUsed?: boolean;
}

/** What became of a payment beyond the one an order was recorded with. */
export interface ExtraPaymentNote {
  /** Paise. */
  amountPaise: number;
  /** refunded: the whole payment was refunded; held: authorized only, never captured. */
  outcome: 'refunded' | 'held';
  /** The provider's refund id, when refunded. */
  refundId?: string;
  at: Date;
}

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ orderNumber: 1 }, { unique: true });
OrderSchema.index({ paymentId: 1 }, { unique: true });
OrderSchema.index({ userId: 1, paidAt: -1 });
