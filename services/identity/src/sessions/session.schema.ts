import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One login session: every access token names its session (`sid`). It ends 30 minutes after its
 * last use, 12 hours after login, at logout, or at a password reset (every session of the user).
 * Inserted once, then only its last use is moved on (at most once a minute) or it is marked
 * revoked; old records are swept (no TTL index on FerretDB: expiry is checked in code).
 */
@Schema({ collection: 'sessions', versionKey: false })
export class Session {
  /** The session id: 144 random bits, base64url. */
  @Prop({ type: String, required: true })
  _id!: string;

  /** The shopper's id, or the staff member's id when `kind` is `staff`. */
  @Prop({ required: true })
  userId!: string;

  /** `staff` for a staff sign-in (judged by the staff member's record); absent for a shopper. */
  @Prop({ type: String, enum: ['staff'] })
  kind?: 'staff';

  @Prop({ required: true })
  createdAt!: Date;

  /** The end of the session's longest life (created + SESSION_MAX_MS), the token's expiry. */
  @Prop({ required: true })
  expiresAt!: Date;

  /** The last use the session check recorded (written at most once a minute). Absent on sessions from before idle limits: createdAt counts. */
  @Prop()
  lastUsedAt?: Date;

  /** Set by logout or a password reset. */
  @Prop()
  revokedAt?: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);
SessionSchema.index({ userId: 1 });
SessionSchema.index({ expiresAt: 1 });
