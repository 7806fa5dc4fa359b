import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REFUND_REASONS, type RefundReason } from '@rmj/contracts';

/**
 * Where a refund of an order is: `asking` (a request to the provider is under way), `due` (the
 * provider could not be reached: its RefundRequested event asks again, after looking for a refund
 * it may already have made), `pending` (the provider made it), then `processed` or `failed` (its webhook).
 */
export const REFUND_RECORD_STATES = ['asking', 'due', 'pending', 'processed', 'failed'] as const;
export type RefundRecordState = (typeof REFUND_RECORD_STATES)[number];

/**
 * One refund of an order, inserted once under its key: `cancel:<orderId>` for the refund after a
 * cancellation (once per order), `staff:<orderId>:<idempotencyKey>` for a staff refund (the same
 * key refunds once). The key goes to the provider in the refund's notes (`refundKey`), so a retry
 * after a lost answer finds the refund it already made, and a webhook finds its record.
 */
@Schema({ collection: 'order_refunds', versionKey: false })
export class OrderRefundRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  /** The order's provider order id (= Order._id). */
  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  /**
   * An order paid in parts (payment links): one refund is a record per payment it returns, each
   * under `<key>@<payment id>`, all with the refund's key here (what a repeat of the form finds).
   */
  @Prop()
  group?: string;

  /** The captured payment refunded (pay_...). */
  @Prop({ required: true })
  paymentId!: string;

  @Prop({ required: true })
  amountPaise!: number;

  @Prop({ type: String, required: true, enum: REFUND_REASONS })
  reason!: RefundReason;

  @Prop()
  note?: string;

  /** A staff member's e-mail, 'customer' or 'system'. */
  @Prop({ required: true })
  by!: string;

  @Prop({ type: String, required: true, enum: REFUND_RECORD_STATES })
  state!: RefundRecordState;

  /** Moved on by every change of state (compare-and-set: two settlements at once settle it once). */
  @Prop({ required: true, default: 0 })
  version!: number;

  /** The provider's refund id, once known. */
  @Prop()
  refundId?: string;

  /** Requests made to the provider so far (each claimed once in refund_attempts). */
  @Prop({ required: true })
  attempts!: number;

  /** When the last request started. */
  @Prop({ required: true })
  askedAt!: Date;

  /** Why the last request did not reach the provider (for logs and staff). */
  @Prop()
  lastError?: string;

  /** The provider's reason (or ours) when the refund failed. */
  @Prop()
  failureReason?: string;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop()
  settledAt?: Date;
}

export const OrderRefundRecordSchema = SchemaFactory.createForClass(OrderRefundRecord);
OrderRefundRecordSchema.index({ orderId: 1 });
OrderRefundRecordSchema.index({ state: 1, askedAt: 1 });

/**
 * The provider's final word on one refund, inserted once under its refund id: `processed` or
 * `failed`. However often (and however concurrently) its webhook arrives, this is written once and
 * everything after it is derived from it (safe to repeat).
 */
@Schema({ collection: 'refund_settlements', versionKey: false })
export class RefundSettlement {
  /** rfnd_... */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The refund record's key. */
  @Prop({ required: true })
  recordId!: string;

  @Prop({ type: String, required: true, enum: ['processed', 'failed'] })
  outcome!: 'processed' | 'failed';

  @Prop()
  failureReason?: string;

  @Prop({ required: true })
  at!: Date;
}

export const RefundSettlementSchema = SchemaFactory.createForClass(RefundSettlement);

/**
 * One request to the provider for a refund record, inserted once under `<recordKey>#<n>` before it
 * is made: of two paths retrying the same record at once, only one asks.
 */
@Schema({ collection: 'refund_attempts', versionKey: false })
export class RefundAttempt {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  recordId!: string;

  @Prop({ required: true })
  at!: Date;
}

export const RefundAttemptSchema = SchemaFactory.createForClass(RefundAttempt);
RefundAttemptSchema.index({ recordId: 1 });
