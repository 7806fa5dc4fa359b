import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import type { CreditNoteContent } from './credit-note-content';

/**
 * A GST credit note against an issued tax invoice, inserted once and never changed. Like invoices,
 * exactly-once rests on unique indexes: `_id` is what it credits (one note per refund record) and
 * (series, seq) is its number, so the series (one per financial year) never has a gap.
 */
@Schema({ collection: 'creditnotes', versionKey: false })
export class CreditNote {
  /** The key of what it credits (the refund record's key). */
  @Prop({ type: String, required: true })
  _id!: string;

  /** CN/25-26: the financial year's series. */
  @Prop({ required: true })
  series!: string;

  /** 1, 2, 3 … within the series. */
  @Prop({ required: true })
  seq!: number;

  /** CN/25-26/000001 (16 characters at most, as GST allows). */
  @Prop({ required: true })
  creditNoteNumber!: string;

  /** The order's id (the invoice's `_id`). */
  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  /** The tax invoice it reverses. */
  @Prop({ required: true })
  invoiceNumber!: string;

  @Prop({ required: true })
  invoiceIssuedAt!: Date;

  @Prop({ required: true })
  issuedAt!: Date;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  content!: CreditNoteContent;
}

export const CreditNoteSchema = SchemaFactory.createForClass(CreditNote);
CreditNoteSchema.index({ series: 1, seq: 1 }, { unique: true });
CreditNoteSchema.index({ orderId: 1 });
CreditNoteSchema.index({ issuedAt: 1 });
