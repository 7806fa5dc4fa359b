import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A promo code: a percentage (with an optional cap) or a flat amount, a minimum order and an expiry. */
@Schema({ collection: 'promo_codes', versionKey: false })
export class PromoCode {
  /** The code, upper case. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, enum: ['percent', 'flat'] })
  kind!: 'percent' | 'flat';

  /** Percent (1-100) or whole rupees. */
  @Prop({ required: true })
  value!: number;

  /** Least subtotal in rupees (before shipping) the code needs. */
  @Prop({ required: true })
  minOrder!: number;

  /** Largest discount in rupees (percent codes). */
  @Prop()
  maxDiscount?: number;

  @Prop({ required: true })
  expiresAt!: Date;

  /** How the summary describes it. */
  @Prop({ required: true })
  description!: string;

  /** A welcome-type code: one paid order per account (recorded in promo_redemptions). */
  @Prop({ default: false })
  oncePerAccount?: boolean;
}

export const PromoCodeSchema = SchemaFactory.createForClass(PromoCode);

/** The two codes every shop starts with (inserted once, never overwritten; WELCOME500 once per account). */
export const SEED_PROMO_CODES: PromoCode[] = [
  {
    _id: 'SILVER10',
    kind: 'percent',
    value: 10,
    minOrder: 2000,
    maxDiscount: 1500,
    expiresAt: new Date('2030-12-31T23:59:59+05:30'),
    description: '10% off (up to ₹1,500) on orders of ₹2,000 or more',
    oncePerAccount: false,
  },
  {
    _id: 'WELCOME500',
    kind: 'flat',
    value: 500,
    minOrder: 5000,
    expiresAt: new Date('2030-12-31T23:59:59+05:30'),
    description: '₹500 off on orders of ₹5,000 or more',
    oncePerAccount: true,
  },
];
