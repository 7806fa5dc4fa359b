import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { STAFF_ROLES, type StaffRole } from '@rmj/contracts';
import type { HydratedDocument } from 'mongoose';

/**
 * A staff account: separate from shoppers' accounts (a shopper with the same e-mail stays a
 * shopper). The password is an argon2id hash; the authenticator secret is sealed (SecretBox) and
 * counts only once confirmed with a first code.
 */
@Schema({ collection: 'staff_members', timestamps: true, versionKey: false })
export class StaffMember {
  /** Sign-in e-mail, lower case; unique. */
  @Prop({ required: true, unique: true })
  email!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ type: String, required: true, enum: STAFF_ROLES })
  role!: StaffRole;

  /** False once the owner turned their access off: no sign-in, no session. */
  @Prop({ required: true, default: true })
  active!: boolean;

  /** argon2id PHC string. */
  @Prop({ required: true })
  passwordHash!: string;

  /** The confirmed authenticator secret, sealed; absent until the first code confirmed it. */
  @Prop()
  totpSecret?: string;

  /** The last 30-second step a code was used for: a code of that step or earlier is refused (no replay). */
  @Prop()
  totpLastStep?: number;

  /**
   * Set when too many wrong second-factor codes were tried: authenticator codes are refused until a
   * recovery code signs the member in.
   */
  @Prop()
  factorLockedAt?: Date;

  /** Sessions started before this time have ended (a role or access change; belt and braces beside revocation). */
  @Prop()
  sessionsValidAfter?: Date;

  @Prop()
  lastSignInAt?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}

export type StaffMemberDocument = HydratedDocument<StaffMember>;
export const StaffMemberSchema = SchemaFactory.createForClass(StaffMember);
StaffMemberSchema.index({ role: 1, active: 1 });
