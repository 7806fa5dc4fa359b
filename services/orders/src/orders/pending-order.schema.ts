import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { orderDetailsSchema, SHOP_LANGUAGES, type OrderDetails, type Pricing, type ShopLanguage } from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';
import { ContractFields, withContractPaths } from '../db/contract-schema';

/**
 * A checkout attempt: inserted once when the provider order is created (its id is the _id), with
 * the server's pricing, a snapshot of each line as it is being bought, and the shopper's order
 * details (the contract's `orderDetailsSchema`, typed and stored from it). It never becomes the
 * order itself: a paid order is a separate insert-once record (see order.schema.ts).
 */
@Schema({ collection: 'payment_orders', versionKey: false })
export class PendingOrder extends ContractFields<OrderDetails>() {
  /** Provider order id (order_...). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** Buyer's user id (token subject). */
  @Prop({ required: true })
  userId!: string;

  /** Buyer's account e-mail (token claim). */
  @Prop({ required: true })
  userEmail!: string;

  @Prop({ required: true })
  receipt!: string;

  /** Paise asked of the provider. */
  @Prop({ required: true })
  amountPaise!: number;

  /** Lines as priced (name, price, image, customisation with file ids) and the totals in rupees. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  pricing!: Pricing;

  /** Hash of the priced lines, promo, totals and customer details: an identical cart reuses this checkout while it is open. */
  @Prop()
  cartKey?: string;

  /** created: waiting for money; paid: an order exists; abandoned: given up by reconciliation. */
  @Prop({ required: true, enum: ['created', 'paid', 'abandoned'], default: 'created' })
  state!: 'created' | 'paid' | 'abandoned';

  /** The last failed attempt the provider reported (payment.failed). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  lastFailure?: { paymentId: string; code?: string; description?: string; at: Date };

  /** When reconciliation asks the provider next. */
  @Prop({ required: true })
  nextCheckAt!: Date;

  /** How many times reconciliation asked. */
  @Prop({ default: 0 })
  checks!: number;

  @Prop({ required: true })
  createdAt!: Date;

  /** The language of the checkout page (SHOP_LANGUAGE_HEADER): the order's mails are written in it. */
  @Prop({ type: String, enum: SHOP_LANGUAGES })
  language?: ShopLanguage;
}

export const PendingOrderSchema = withContractPaths(SchemaFactory.createForClass(PendingOrder), orderDetailsSchema);
PendingOrderSchema.index({ state: 1, nextCheckAt: 1 });
