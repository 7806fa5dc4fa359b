import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Payment id -> provider order id, inserted once beside each paid order. POST /api/orders knows only
 * the payment id; FerretDB on SQLite finds documents by _id alone, so this turns a collection scan
 * into an _id lookup. A missing reference (crash between the two inserts) falls back to the scan.
 */
@Schema({ collection: 'payment_refs', versionKey: false })
export class PaymentRef {
  /** Provider payment id (pay_...). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** Provider order id = the order's _id. */
  @Prop({ required: true })
  orderId!: string;
}

export const PaymentRefSchema = SchemaFactory.createForClass(PaymentRef);
