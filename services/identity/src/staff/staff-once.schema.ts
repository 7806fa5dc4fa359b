import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Things that may happen once, decided by the unique `_id` (FerretDB has no transactions and its
 * conditional updates are read-modify-write): an authenticator step used to sign in
 * (`totp|<staff>|<step>`), a recovery code used (`recovery|<hash>`), the first owner's code issued
 * for one state of the database (`owner-code|<email>|<previous issue>`). The insert that succeeds wins.
 */
@Schema({ collection: 'staff_once', versionKey: false })
export class StaffOnce {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  at!: Date;

  /** When the marker no longer matters and may be swept. */
  @Prop({ required: true })
  expiresAt!: Date;
}

export const StaffOnceSchema = SchemaFactory.createForClass(StaffOnce);
StaffOnceSchema.index({ expiresAt: 1 });
