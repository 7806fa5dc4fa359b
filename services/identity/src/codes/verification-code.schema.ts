import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** `link`: the holder of an account agrees that a customer record staff made joins it (back office). */
export const CODE_PURPOSES = ['register', 'reset', 'link'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The current code of one e-mail for one purpose (at most one: unique index).
 * Only an HMAC of the code is stored. Expiry is checked in code and old
 * records are swept periodically (FerretDB has no TTL indexes).
 */
@Schema({ collection: 'verification_codes', versionKey: false })
export class VerificationCode {
  @Prop({ required: true })
  email!: string;

  @Prop({ type: String, required: true, enum: CODE_PURPOSES })
  purpose!: CodePurpose;

  /** hex HMAC-SHA256 of the code under a key derived from the server secret. */
  @Prop({ required: true })
  codeHash!: string;

  @Prop({ required: true })
  expiresAt!: Date;

  /** Random id of this issue of a code: its tries are counted under it (rate-limit tickets), so a new code starts afresh. */
  @Prop({ required: true })
  issueId!: string;

  /** When a code was last sent to this e-mail for this purpose (resend limit). */
  @Prop({ required: true })
  lastSentAt!: Date;
}

export type VerificationCodeDocument = HydratedDocument<VerificationCode>;
export const VerificationCodeSchema = SchemaFactory.createForClass(VerificationCode);
VerificationCodeSchema.index({ email: 1, purpose: 1 }, { unique: true });
