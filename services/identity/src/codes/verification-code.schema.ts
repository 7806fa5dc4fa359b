import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

export const CODE_PURPOSES = ['register', 'reset'] as const;
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

  /** Checks made so far (right or wrong); the fifth wrong one voids the code. */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  /** When a code was last sent to this e-mail for this purpose (resend limit). */
  @Prop({ required: true })
  lastSentAt!: Date;
}

export type VerificationCodeDocument = HydratedDocument<VerificationCode>;
export const VerificationCodeSchema = SchemaFactory.createForClass(VerificationCode);
VerificationCodeSchema.index({ email: 1, purpose: 1 }, { unique: true });
