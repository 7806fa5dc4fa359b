import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The refund of a second captured payment of an order that is already paid (two tabs, a retry
 * after a slow answer): inserted once under the payment's id by whichever path sees it first
 * (verify, webhook, reconciliation, POST /api/orders). Only the inserter asks the provider for the
 * refund, so it is asked once; its ExtraPaymentRefundRequested event asks again for a failed one
 * after checking the provider.
 */
@Schema({ collection: 'payment_refunds', versionKey: false })
export class PaymentRefund {
  /** The payment refunded (pay_...). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The paid order's provider order id (= the order's _id). */
  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  /** Paise refunded: the whole payment. */
  @Prop({ required: true })
  amountPaise!: number;

  /** requested: being asked now; refunded: the provider made the refund; failed: its event asks again. */
  @Prop({ required: true, enum: ['requested', 'refunded', 'failed'] })
  state!: 'requested' | 'refunded' | 'failed';

  /** Moved on by every change of state (compare-and-set: two paths at once move it once). */
  @Prop({ required: true, default: 0 })
  version!: number;

  /** The provider's refund id (rfnd_...). */
  @Prop()
  refundId?: string;

  /** Which path saw the payment first. */
  @Prop({ required: true })
  foundBy!: string;

  @Prop({ default: 0 })
  attempts!: number;

  @Prop()
  lastError?: string;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ required: true })
  updatedAt!: Date;
}

export const PaymentRefundSchema = SchemaFactory.createForClass(PaymentRefund);
PaymentRefundSchema.index({ state: 1, updatedAt: 1 });
