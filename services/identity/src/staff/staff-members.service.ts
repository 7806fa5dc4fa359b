import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  staffErrorMessages,
  type StaffMember as StaffMemberView,
  type StaffRole,
  type StaffActor,
} from '@rmj/contracts';
import { isValidObjectId, type Model } from 'mongoose';
import { isDuplicateKey } from '@rmj/nest-common';
import { StaffMember, type StaffMemberDocument } from './staff-member.schema';

/** What the admin screens see of a member (never the hash or the secret). */
export function staffView(member: StaffMember & { _id: unknown }): StaffMemberView {
  return {
    id: String(member._id),
    email: member.email,
    name: member.name,
    role: member.role,
    active: member.active,
    createdAt: member.createdAt.toISOString(),
    ...(member.lastSignInAt ? { lastSignInAt: member.lastSignInAt.toISOString() } : {}),
  };
}

/** The member as the audit trail names an actor. */
export const actorOfMember = (member: StaffMember & { _id: unknown }): StaffActor => ({
  id: String(member._id),
  email: member.email,
  role: member.role,
});

@Injectable()
export class StaffMembersService {
  constructor(@InjectModel(StaffMember.name) readonly members: Model<StaffMember>) {}

  findByEmail(email: string): Promise<StaffMemberDocument | null> {
    return this.members.findOne({ email: { $eq: email } }).exec();
  }

  findById(id: string): Promise<StaffMemberDocument | null> {
    return isValidObjectId(id) ? this.members.findById(id).exec() : Promise.resolve(null);
  }

  async any(): Promise<boolean> {
    return (await this.members.exists({})) !== null;
  }

  all(): Promise<StaffMemberDocument[]> {
    return this.members.find().sort({ createdAt: 1, _id: 1 }).exec();
  }

  /** Active owners other than `id`: the last one may not be demoted or turned off. */
  otherActiveOwners(id: string): Promise<number> {
    return this.members.countDocuments({ role: { $eq: 'owner' }, active: true, _id: { $ne: id } }).exec();
  }

  /** Creates the account; 409 when the e-mail has one already (the unique index decides). */
  async create(fields: {
    email: string;
    name: string;
    role: StaffRole;
    passwordHash: string;
  }): Promise<StaffMemberDocument> {
    try {
      return await this.members.create({ ...fields, active: true });
    } catch (err) {
      if (isDuplicateKey(err)) throw new ConflictException(staffErrorMessages.alreadySetUp);
      throw err;
    }
  }

  async set(id: string, fields: Partial<StaffMember>): Promise<void> {
    await this.members.updateOne({ _id: { $eq: id } }, { $set: fields }).exec();
  }

  /**
   * Writes `fields` only while the member's role and access are still `was` (compare and set);
   * false when they changed meanwhile.
   */
  async setIf(id: string, was: Pick<StaffMember, 'role' | 'active'>, fields: Partial<StaffMember>): Promise<boolean> {
    const res = await this.members
      .updateOne({ _id: { $eq: id }, role: { $eq: was.role }, active: { $eq: was.active } }, { $set: fields })
      .exec();
    return res.matchedCount === 1;
  }

  /** Active owners, all of them. */
  activeOwners(): Promise<number> {
    return this.members.countDocuments({ role: { $eq: 'owner' }, active: true }).exec();
  }

  /** Removes one field of the member (a lock lifted). */
  async unset(id: string, field: keyof StaffMember): Promise<void> {
    await this.members.updateOne({ _id: { $eq: id } }, { $unset: { [field]: '' } }).exec();
  }

  /**
   * Records the authenticator secret confirmed by its first code, only while none is confirmed
   * (two set-ups racing: the first one wins). True when this call set it.
   */
  async confirmTotp(id: string, sealedSecret: string, step: number): Promise<boolean> {
    const res = await this.members
      .updateOne(
        { _id: { $eq: id }, totpSecret: { $exists: false } },
        { $set: { totpSecret: sealedSecret, totpLastStep: step } },
      )
      .exec();
    return res.modifiedCount === 1;
  }
}
