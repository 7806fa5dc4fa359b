import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Pricing } from '@rmj/contracts';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * The prices a quote showed, held for PRICE_HOLD_MINUTES: inserted once by the quote and never
 * changed. Checkout with its id charges these prices while the hold lasts (same lines), and after
 * it compares today's total with `pricing.total`. Swept a day after it ran out (reconciliation), so
 * a shopper who pays a little late still gets the "rate changed" answer rather than a silent price.
 */
@Schema({ collection: 'price_holds', versionKey: false })
export class PriceHold {
  /** 24 random URL-safe characters (144 bits): the hold is not guessable. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The account that asked for the quote (absent: an anonymous quote, usable by whoever holds the id). */
  @Prop({ type: String })
  userId?: string;

  /** What identifies the cart's lines as sent (products, quantities, sizes, variants, personalisation). */
  @Prop({ type: String, required: true })
  linesKey!: string;

  /** The lines as priced (each with its pricing record), the promo and totals, in rupees. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  pricing!: Pricing;

  @Prop({ type: Date, required: true })
  expiresAt!: Date;

  @Prop({ type: Date, required: true })
  createdAt!: Date;
}

export const PriceHoldSchema = SchemaFactory.createForClass(PriceHold);
PriceHoldSchema.index({ expiresAt: 1 });
