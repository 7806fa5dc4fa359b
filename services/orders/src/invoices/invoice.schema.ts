import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { InvoiceContent } from './invoice-content';

/**
 * A GST tax invoice, inserted once and never changed. Exactly-once rests on two unique indexes:
 * `_id` is the order's id (one invoice per order: a second insert for the order fails and reads the
 * winner) and (series, seq) (one invoice per number: a clash takes max + 1 again). A number exists
 * only once its insert succeeded, so the series never has a gap.
 */
@Schema({ collection: 'invoices', versionKey: false })
export class Invoice {
  /** The order's id (provider order id). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** RMJ/25-26: the financial year's series. */
  @Prop({ required: true })
  series!: string;

  /** 1, 2, 3 … within the series. */
  @Prop({ required: true })
  seq!: number;

  /** RMJ/25-26/000042. */
  @Prop({ required: true })
  invoiceNumber!: string;

  @Prop({ required: true })
  orderNumber!: string;

  @Prop({ required: true })
  issuedAt!: Date;

  /** What the invoice says, as issued (the PDF is drawn from this alone). */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  content!: InvoiceContent;
}

export const InvoiceSchema = SchemaFactory.createForClass(Invoice);
InvoiceSchema.index({ series: 1, seq: 1 }, { unique: true });
