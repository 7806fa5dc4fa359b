import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * The shop's record that it honoured a deletion request: when, and how much each service erased.
 * Nothing in it names the shopper (no id, e-mail or hash of either), so it may be kept for good.
 */
@Schema({ collection: 'account_erasures', versionKey: false })
export class AccountErasure {
  @Prop({ required: true })
  erasedAt!: Date;

  /** Orders anonymised and detached (their figures kept for the accounts). */
  @Prop({ required: true })
  orders!: number;

  /** Tax invoices kept with the buyer masked. */
  @Prop({ required: true })
  invoices!: number;

  /** Unpaid checkouts masked. */
  @Prop({ required: true })
  checkouts!: number;

  /** Uploaded files deleted. */
  @Prop({ required: true })
  files!: number;

  /** Consent records unlinked from the account. */
  @Prop({ required: true })
  consents!: number;

  /** Saved addresses deleted. */
  @Prop({ required: true })
  addresses!: number;

  /** Login sessions deleted (every device). */
  @Prop({ required: true })
  sessions!: number;

  /** Whether the confirmation e-mail went out. */
  @Prop({ required: true })
  mailed!: boolean;
}

export const AccountErasureSchema = SchemaFactory.createForClass(AccountErasure);
