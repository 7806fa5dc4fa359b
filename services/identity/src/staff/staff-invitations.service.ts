import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { staffErrorMessages, type StaffInvitation as StaffInvitationView, type StaffRole } from '@rmj/contracts';
import {
  AUDIT_EVENTS,
  AuditLog,
  clientKey,
  insertedOnce,
  type LimitRule,
  SERVICE_CONFIG,
  StaffAuditTrail,
  type Ticket,
  TicketLimiter,
  tooManyRequests,
} from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import { isValidObjectId, type Model } from 'mongoose';
import { codeHashKey, hashCode, newVerificationCode, sameHash } from '../codes/code-hash';
import { tooMany } from '../codes/verification-codes.service';
import type { IdentityConfig } from '../config/identity.config';
import { MailerService } from '../mail/mailer.service';
import { LIMITS } from '../security/rate-limits';
import { invitationSpentMail } from './staff-mails';
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
 * constant-time comparison), with longer lives and limits that strangers cannot use to end a code
 * early: wrong tries are limited per client address (per invitation and across all of them), and
 * only a generous total per invitation (from all addresses together) voids it. Every count is
 * taken in the database before the comparison.
 */
@Injectable()
export class StaffInvitationsService {
  private readonly logger = new Logger(StaffInvitationsService.name);
  private readonly key: Buffer;
  /** Per-client rules, scaled by CLIENT_LIMIT_SCALE like identity's other per-client budgets. */
  private readonly perClientCode: LimitRule;
  private readonly perClient: LimitRule;

  constructor(
    @InjectModel(StaffInvitation.name) readonly invitations: Model<StaffInvitation>,
    private readonly tickets: TicketLimiter,
    private readonly audit: AuditLog,
    private readonly trail: StaffAuditTrail,
    private readonly mailer: MailerService,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.key = codeHashKey(config.CODE_SECRET);
    const scale = config.CLIENT_LIMIT_SCALE;
    this.perClientCode = { ...LIMITS.setupTriesPerClientCode, max: LIMITS.setupTriesPerClientCode.max * scale };
    this.perClient = { ...LIMITS.setupTriesPerClient, max: LIMITS.setupTriesPerClient.max * scale };
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

  /** True when the code's total of wrong tries is spent (the first owner's code is then issued again at a start). */
  async isLocked(inv: StaffInvitation): Promise<boolean> {
    const used = await this.tickets.count(LIMITS.setupTriesPerCode, inv.issueId, inv.sentAt.getTime());
    return used >= LIMITS.setupTriesPerCode.max;
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
    if (!(await insertedOnce(() => this.invitations.create({ email: invitation.email, ...fields })))) return null;
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
   * code or an e-mail without one (the same answer), 400 expired. 429 'wait' (the code stays valid)
   * past five wrong tries an hour from one client for one invitation, or twenty from one client for
   * any; 429 'no longer works' once fifty wrong tries from all addresses have voided the code.
   */
  async consume(email: string, code: string, ip: string): Promise<StaffInvitation> {
    const client = clientKey(ip);
    const held: Ticket[] = [];
    const giveBack = () => Promise.all(held.map((t) => this.tickets.refund(t)));
    const byClient = await this.tickets.take(this.perClient, client);
    if (!byClient.allowed) throw this.wait(email, ip, this.perClient);
    held.push(byClient.ticket);
    const inv = await this.invitations
      .findOne({ email: { $eq: email } })
      .lean()
      .exec();
    if (inv && inv.expiresAt.getTime() <= Date.now()) {
      await giveBack();
      throw new BadRequestException(staffErrorMessages.expiredSetupCode);
    }
    // An address's tries at one code: per issue when there is one, else per e-mail (the same answers either way).
    // Kept as long as the code lives, not swept at the hour's end.
    const codeKey = `${inv ? inv.issueId : `none|${email}`}|${client}`;
    const byClientCode = await this.tickets.take(this.perClientCode, codeKey, Date.now(), inv?.expiresAt);
    if (!byClientCode.allowed) {
      await giveBack();
      throw this.wait(email, ip, this.perClientCode);
    }
    held.push(byClientCode.ticket);
    if (!inv) {
      this.audit.record(AUDIT_EVENTS.codeWrong, { email, ip, purpose: PURPOSE, reason: 'no-code' });
      throw new BadRequestException(staffErrorMessages.invalidSetupCode);
    }
    // Anchored at the issue and kept until the code expires: one count over the invitation's whole life.
    const total = await this.tickets.take(LIMITS.setupTriesPerCode, inv.issueId, inv.sentAt.getTime(), inv.expiresAt);
    if (!total.allowed) {
      await giveBack();
      this.audit.record(AUDIT_EVENTS.codeLocked, { email, ip, purpose: PURPOSE, reason: 'spent' });
      throw tooMany(TOO_MANY_SETUP_TRIES);
    }
    if (!sameHash(inv.codeHash, hashCode(this.key, email, PURPOSE, code))) {
      this.audit.record(AUDIT_EVENTS.codeWrong, { email, ip, purpose: PURPOSE, attempt: total.ticket.n });
      if (total.ticket.n >= LIMITS.setupTriesPerCode.max) {
        // Exactly one request holds the last ticket: it alone tells the owner.
        await this.spent(inv, total.ticket.n);
        throw tooMany(TOO_MANY_SETUP_TRIES);
      }
      throw new BadRequestException(staffErrorMessages.invalidSetupCode);
    }
    await giveBack();
    // Single use: only the request that deletes the record goes on.
    const res = await this.invitations.deleteOne({ _id: inv._id, codeHash: { $eq: inv.codeHash } }).exec();
    if (res.deletedCount !== 1) throw new BadRequestException(staffErrorMessages.invalidSetupCode);
    return inv;
  }

  /** 429 until the client's hour ends (its tickets may be kept longer, with the code, but no longer count). */
  private wait(email: string, ip: string, rule: LimitRule) {
    this.audit.record(AUDIT_EVENTS.rateLimited, { email, ip, reason: rule.name });
    const now = Date.now();
    return tooManyRequests(staffErrorMessages.setupTriesWait, rule.windowMs - (now % rule.windowMs));
  }

  /** The invitation's last wrong try: the trail says so and the inviting owner (or the first owner) is mailed. */
  private async spent(inv: StaffInvitation & { _id: unknown }, wrongCodes: number): Promise<void> {
    await this.trail.record({
      action: 'invitation.spent',
      target: { type: 'invitation', id: String(inv._id), label: inv.email },
      after: { wrongTries: wrongCodes },
    });
    const to = inv.invitedBy?.email ?? inv.email;
    // Awaited (only this one request waits): the answer comes once the owner has been told. A failure is logged.
    await this.mailer.send(to, invitationSpentMail(inv, wrongCodes)).catch((err: unknown) => {
      this.logger.warn(`an invitation notice could not be sent: ${err instanceof Error ? err.message : String(err)}`);
    });
  }
}
