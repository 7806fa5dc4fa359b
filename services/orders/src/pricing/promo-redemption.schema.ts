import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One use of a once-per-account promo code (WELCOME500) by one account: inserted once as
 * `reserved` when the payment order is created with it, `redeemed` when that order is recorded,
 * deleted when that checkout is abandoned. The unique {code, userId} (and the _id built from both)
 * lets only the first insert succeed, on MongoDB and FerretDB alike, so five open checkouts cannot
 * all carry the code. Records from before reservations have no state: redeemed.
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

  /** Provider order id of the order that used it (`reserving:<uuid>` while its payment order is being made). */
  @Prop({ required: true })
  orderId!: string;

  /** Absent on records from before reservations (redeemed). */
  @Prop({ type: String, enum: ['reserved', 'redeemed'] })
  state?: 'reserved' | 'redeemed';

  @Prop()
  reservedAt?: Date;

  @Prop()
  orderNumber?: string;

  @Prop()
  redeemedAt?: Date;
}

export const PromoRedemptionSchema = SchemaFactory.createForClass(PromoRedemption);
PromoRedemptionSchema.index({ code: 1, userId: 1 }, { unique: true });

export const redemptionId = (code: string, userId: string) => `${code}|${userId}`;
