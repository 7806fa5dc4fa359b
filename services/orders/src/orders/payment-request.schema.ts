import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { PaymentRequestPurpose, PaymentRequestStatus, StaffActor } from '@rmj/contracts';

/**
 * One payment request of an order taken with payment links: the Payment Link asking for a fixed
 * amount. The _id is `<order id>-<n>` (n counts the order's requests from 1) and is the link's
 * reference at the provider, so inserting it claims the request (two staff asking at once: one
 * insert wins) and a retried create answers the link already made. `linkId` and `url` are written
 * once the provider made the link; `status` follows the link (webhooks, reads, reconciliation).
 */
@Schema({ collection: 'payment_requests', versionKey: false })
export class PaymentRequestRecord {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  @Prop({ required: true })
  seq!: number;

  @Prop({ type: String, required: true })
  purpose!: PaymentRequestPurpose;

  @Prop({ required: true })
  amountPaise!: number;

  /** plink_..., once the provider made it. */
  @Prop()
  linkId?: string;

  @Prop()
  url?: string;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ type: String, required: true })
  status!: PaymentRequestStatus;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ type: Object, required: true })
  createdBy!: StaffActor;

  /** Whether the customer has an e-mail address the link goes to. */
  @Prop({ required: true })
  emailed!: boolean;

  /** When the link's e-mail went to the customer. */
  @Prop()
  emailedAt?: Date;

  @Prop()
  cancelledAt?: Date;

  /** When the link stopped being open (paid, cancelled, expired): reconciliation still looks a while after. */
  @Prop()
  closedAt?: Date;
}

export const PaymentRequestSchema = SchemaFactory.createForClass(PaymentRequestRecord);
PaymentRequestSchema.index({ linkId: 1 });
PaymentRequestSchema.index({ orderId: 1, seq: 1 });
PaymentRequestSchema.index({ status: 1 });

/**
 * One payment received on a payment link, recorded once: the _id is the provider's payment id, so
 * a webhook delivered three times, a read of the link and reconciliation all insert the same record
 * and only the first counts.
 */
@Schema({ collection: 'link_payments', versionKey: false })
export class LinkPaymentRecord {
  /** pay_... */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  requestId!: string;

  @Prop({ required: true })
  linkId!: string;

  @Prop({ required: true })
  amountPaise!: number;

  @Prop({ required: true })
  at!: Date;

  /** Why staff should look at it (paid after the link closed, more than the order's total). */
  @Prop()
  note?: string;
}

export const LinkPaymentSchema = SchemaFactory.createForClass(LinkPaymentRecord);
LinkPaymentSchema.index({ orderId: 1, at: 1 });
