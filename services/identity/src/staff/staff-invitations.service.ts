import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { staffErrorMessages, type StaffInvitation as StaffInvitationView, type StaffRole } from '@rmj/contracts';
import { AUDIT_EVENTS, AuditLog, SERVICE_CONFIG, TicketLimiter, tooManyRequests } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import { isValidObjectId, type Model } from 'mongoose';
import { codeHashKey, hashCode, newVerificationCode, sameHash } from '../codes/code-hash';
import { tooMany } from '../codes/verification-codes.service';
import type { IdentityConfig } from '../config/identity.config';
import { LIMITS } from '../security/rate-limits';
import { StaffInvitation, type StaffInvitationDocument } from './staff-invitation.schema';

/** The first owner's code lasts a day; an invitation three days. */
export const OWNER_CODE_TTL_MS = 24 * 3600_000;
export const INVITATION_TTL_MS = 72 * 3600_000;
const PURPOSE = 'staff-setup';
const TOO_MANY_SETUP_TRIES = staffErrorMessages.tooManySetupAttempts;

export interface NewInvitation {
  email: string;
  name: string;
  role: StaffRole;
  ttlMs: number;
  invitedBy?: { id: string; email: string };
}

export function invitationView(inv: StaffInvitation & { _id: unknown }, now = Date.now()): StaffInvitationView {
  return {
    id: String(inv._id),
    email: inv.email,
    name: inv.name,
    role: inv.role,
    invitedAt: inv.sentAt.toISOString(),
    expiresAt: inv.expiresAt.toISOString(),
    expired: inv.expiresAt.getTime() <= now,
    ...(inv.invitedBy ? { invitedBy: inv.invitedBy.email } : {}),
  };
}

/**
 * Set-up codes of staff accounts: the shopper codes' hashing (HMAC bound to e-mail and purpose,
 * constant-time comparison) and limits (five wrong tries void a code, twenty wrong codes per
 * e-mail a day, both counted in the database before the comparison), with longer lives.
 */
@Injectable()
export class StaffInvitationsService {
  private readonly key: Buffer;

  constructor(
    @InjectModel(StaffInvitation.name) readonly invitations: Model<StaffInvitation>,
    private readonly tickets: TicketLimiter,
    private readonly audit: AuditLog,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.key = codeHashKey(config.CODE_SECRET);
  }

  findByEmail(email: string): Promise<StaffInvitationDocument | null> {
    return this.invitations.findOne({ email: { $eq: email } }).exec();
  }

  pending(): Promise<StaffInvitationDocument[]> {
    return this.invitations.find().sort({ sentAt: -1, _id: -1 }).exec();
  }

  /** Removes an unused invitation by id (its code with it); the removed one, or null when there was none. */
  async withdraw(invitationId: string): Promise<StaffInvitation | null> {
    if (!isValidObjectId(invitationId)) return null;
    return this.invitations
      .findOneAndDelete({ _id: { $eq: invitationId } })
      .lean()
      .exec();
  }

  /** True when the code's five tries are spent (the first owner's code is then issued again at a start). */
  async isLocked(inv: StaffInvitation): Promise<boolean> {
    const used = await this.tickets.count(LIMITS.triesPerCode, inv.issueId, inv.sentAt.getTime());
    return used >= LIMITS.triesPerCode.max;
  }

  /**
   * Stores a new code for the e-mail (replacing an earlier one) and hands it to `deliver`; when
   * delivery throws, the new record is removed, so no code is usable that was not sent.
   */
  async issue(invitation: NewInvitation, deliver: (code: string) => Promise<void>): Promise<StaffInvitationDocument> {
    const { code, fields } = this.newCode(invitation);
    const filter = { email: { $eq: invitation.email } };
    const unset = invitation.invitedBy ? {} : { $unset: { invitedBy: 1 } };
    await this.invitations.updateOne(filter, { $set: fields, ...unset }, { upsert: true }).exec();
    return this.deliver(invitation.email, code, fields.codeHash, deliver);
  }

  /**
   * Issues a code only if this call's insert wins (the unique e-mail index decides): the first
   * owner's code, when several replicas start at once. `replacing` names the expired or spent issue
   * the caller saw, removed first; a replica that saw an older state finds a newer record in the
   * way and issues nothing. Null when another caller issued.
   */
  async issueOnce(
    invitation: NewInvitation,
    replacing: string | undefined,
    deliver: (code: string) => Promise<void>,
  ): Promise<StaffInvitationDocument | null> {
    if (replacing)
      await this.invitations.deleteOne({ email: { $eq: invitation.email }, issueId: { $eq: replacing } }).exec();
    const { code, fields } = this.newCode(invitation);
    try {
      await this.invitations.create({ email: invitation.email, ...fields });
    } catch (err) {
      if ((err as { code?: number })?.code === 11000) return null;
      throw err;
    }
    return this.deliver(invitation.email, code, fields.codeHash, deliver);
  }

  private newCode(invitation: NewInvitation) {
    const now = Date.now();
    const code = newVerificationCode();
    const fields = {
      name: invitation.name,
      role: invitation.role,
      codeHash: hashCode(this.key, invitation.email, PURPOSE, code),
      issueId: randomBytes(12).toString('base64url'),
      sentAt: new Date(now),
      expiresAt: new Date(now + invitation.ttlMs),
      ...(invitation.invitedBy ? { invitedBy: invitation.invitedBy } : {}),
    };
    return { code, fields };
  }

  private async deliver(
    email: string,
    code: string,
    codeHash: string,
    deliver: (code: string) => Promise<void>,
  ): Promise<StaffInvitationDocument> {
    try {
      await deliver(code);
    } catch (err) {
      await this.invitations.deleteOne({ email: { $eq: email }, codeHash: { $eq: codeHash } }).exec();
      throw err;
    }
    const stored = await this.findByEmail(email);
    if (!stored) throw new Error('the invitation disappeared while it was being sent');
    return stored;
  }

  /**
   * Checks a set-up code and uses it up when right; the invitation it belonged to. 400 for a wrong
   * code or an e-mail without one (the same answer), 400 expired, 429 at the fifth wrong try of a
   * code and past twenty wrong codes for the e-mail in a day.
   */
  async consume(email: string, code: string, ip: string): Promise<StaffInvitation> {
    const daily = await this.tickets.take(LIMITS.wrongCodesPerEmail, `staff|${email}`);
    if (!daily.allowed) throw tooManyRequests(TOO_MANY_SETUP_TRIES, daily.retryAfterMs);
    const inv = await this.invitations
      .findOne({ email: { $eq: email } })
      .lean()
      .exec();
    if (!inv) {
      this.audit.record(AUDIT_EVENTS.codeWrong, { email, ip, purpose: PURPOSE, reason: 'no-code' });
      throw new BadRequestException(staffErrorMessages.invalidSetupCode);
    }
    if (inv.expiresAt.getTime() <= Date.now()) {
      await this.tickets.refund(daily.ticket);
      throw new BadRequestException(staffErrorMessages.expiredSetupCode);
    }
    // Kept as long as the code lives (72 hours), not swept when the day's window ends.
    const tries = await this.tickets.take(LIMITS.triesPerCode, inv.issueId, inv.sentAt.getTime(), inv.expiresAt);
    if (!tries.allowed) {
      await this.tickets.refund(daily.ticket);
      throw tooMany(TOO_MANY_SETUP_TRIES);
    }
    if (!sameHash(inv.codeHash, hashCode(this.key, email, PURPOSE, code))) {
      this.audit.record(AUDIT_EVENTS.codeWrong, { email, ip, purpose: PURPOSE, attempt: tries.ticket.n });
      if (tries.ticket.n >= LIMITS.triesPerCode.max) throw tooMany(TOO_MANY_SETUP_TRIES);
      throw new BadRequestException(staffErrorMessages.invalidSetupCode);
    }
    await this.tickets.refund(daily.ticket);
    // Single use: only the request that deletes the record goes on.
    const res = await this.invitations.deleteOne({ _id: inv._id, codeHash: { $eq: inv.codeHash } }).exec();
    if (res.deletedCount !== 1) throw new BadRequestException(staffErrorMessages.invalidSetupCode);
    return inv;
  }
}
