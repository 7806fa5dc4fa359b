import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One use of a once-per-account promo code (WELCOME500) by one account, inserted once when an
 * order paid with it is recorded. The unique {code, userId} (and the _id built from both) lets
 * only the first insert succeed, on MongoDB and FerretDB alike.
 */
@Schema({ collection: 'promo_redemptions', versionKey: false })
export class PromoRedemption {
  /** `<code>|<userId>`. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  code!: string;

  @Prop({ required: true })
  userId!: string;

  /** Provider order id of the order that used it. */
  @Prop({ required: true })
  orderId!: string;

  @Prop({ required: true })
  orderNumber!: string;

  @Prop({ required: true })
  redeemedAt!: Date;
}

export const PromoRedemptionSchema = SchemaFactory.createForClass(PromoRedemption);
PromoRedemptionSchema.index({ code: 1, userId: 1 }, { unique: true });

export const redemptionId = (code: string, userId: string) => `${code}|${userId}`;
