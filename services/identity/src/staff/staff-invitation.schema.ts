import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { STAFF_ROLES, type StaffRole } from '@rmj/contracts';
import type { HydratedDocument } from 'mongoose';

/**
 * A set-up code not used yet: the first owner's (no inviter) or an owner's invitation. One per
 * e-mail (unique index); inviting again replaces the code. Only an HMAC of the code is kept.
 */
@Schema({ collection: 'staff_invitations', versionKey: false })
export class StaffInvitation {
  @Prop({ required: true, unique: true })
  email!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ type: String, required: true, enum: STAFF_ROLES })
  role!: StaffRole;

  /** hex HMAC-SHA256 of the code (the shopper codes' hashing, purpose `staff-setup`). */
  @Prop({ required: true })
  codeHash!: string;

  /** Random id of this issue of the code: its wrong tries are counted under it. */
  @Prop({ required: true })
  issueId!: string;

  @Prop({ required: true })
  sentAt!: Date;

  @Prop({ required: true })
  expiresAt!: Date;

  /** The owner who invited; absent for the first owner's code. */
  @Prop({ type: Object })
  invitedBy?: { id: string; email: string };
}

export type StaffInvitationDocument = HydratedDocument<StaffInvitation>;
export const StaffInvitationSchema = SchemaFactory.createForClass(StaffInvitation);
