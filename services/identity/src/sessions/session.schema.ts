import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One login session: every access token names its session (`sid`). Logout ends one session, a
 * password reset every session of the user. Inserted once, then only marked revoked; expired and
 * revoked records are swept (no TTL index on FerretDB).
 */
@Schema({ collection: 'sessions', versionKey: false })
export class Session {
  /** The session id: 144 random bits, base64url. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  createdAt!: Date;

  /** Same as the token's expiry. */
  @Prop({ required: true })
  expiresAt!: Date;

  /** Set by logout or a password reset. */
  @Prop()
  revokedAt?: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
SessionSchema.index({ userId: 1 });
SessionSchema.index({ expiresAt: 1 });
