import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const STAFF_STEP_KINDS = ['setup', 'signin'] as const;
export type StaffStepKind = (typeof STAFF_STEP_KINDS)[number];

/**
 * A short-lived, single-use step between the password and the session: `setup` carries a new
 * authenticator secret until its first code confirms it; `signin` waits for the second factor.
 * Stored server-side under the SHA-256 of its token (the token itself is never kept); deleted when
 * used, so only one request can finish it. Expiry is checked in code (no TTL index on FerretDB).
 */
@Schema({ collection: 'staff_steps', versionKey: false })
export class StaffStep {
  /** hex SHA-256 of the step token. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true, enum: STAFF_STEP_KINDS })
  kind!: StaffStepKind;

  @Prop({ required: true })
  staffId!: string;

  /** `setup` only: the new authenticator secret, sealed. */
  @Prop()
  secret?: string;

  /** The login attempt's rate-limit tickets: spent until the second factor passes, then given back. */
  @Prop({ type: [{ id: String, n: Number, _id: false }], default: undefined })
  loginTickets?: { id: string; n: number }[];

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ required: true })
  expiresAt!: Date;
}

export const StaffStepSchema = SchemaFactory.createForClass(StaffStep);
StaffStepSchema.index({ expiresAt: 1 });
StaffStepSchema.index({ staffId: 1 });
