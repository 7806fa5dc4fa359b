import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import {
  isRecoveryCode,
  staffErrorMessages,
  staffSuccessMessages,
  type StaffLoginRequest,
  type StaffLoginResponse,
  type StaffLoginVerifyRequest,
  type StaffMessageResponse,
  type StaffSessionResponse,
  type StaffSetupConfirmRequest,
  type StaffSetupConfirmResponse,
  type StaffSetupRequest,
  type StaffSetupResponse,
} from '@rmj/contracts';
import {
  AUDIT_EVENTS,
  AuditLog,
  bearerToken,
  maskEmail,
  SERVICE_CONFIG,
  signAccessToken,
  STAFF_ONLY_MESSAGE,
  StaffAuditTrail,
  verifyAccessToken,
  verifyKeysOf,
  type MailContent,
  type Ticket,
  type VerifyKeys,
} from '@rmj/nest-common';
import type { IdentityConfig } from '../config/identity.config';
import { MailerService } from '../mail/mailer.service';
import { PasswordHasher } from '../security/password-hasher';
import { LIMITS, RateLimits } from '../security/rate-limits';
import { SessionClock } from '../sessions/session-clock';
import { SessionsService } from '../sessions/sessions.service';
import { SecondFactorService } from './second-factor.service';
import { factorLockedMail, factorLockedOwnerMail, recoveryCodeUsedMail } from './staff-mails';
import type { StaffMemberDocument } from './staff-member.schema';
import { actorOfMember, StaffMembersService, staffView } from './staff-members.service';
import { StaffInvitationsService } from './staff-invitations.service';

/**
 * Staff set-up and sign-in: the mailed code, then a password, then an authenticator (set up on
 * first sign-in, confirmed by a first code). No token is given before the second factor.
 */
@Injectable()
export class StaffAuthService {
  private readonly logger = new Logger(StaffAuthService.name);
  private readonly keys: VerifyKeys;

  constructor(
    private readonly members: StaffMembersService,
    private readonly invitations: StaffInvitationsService,
    private readonly factor: SecondFactorService,
    private readonly passwords: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly sessions: SessionsService,
    private readonly clock: SessionClock,
    private readonly trail: StaffAuditTrail,
    private readonly audit: AuditLog,
    private readonly mailer: MailerService,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {
    this.keys = verifyKeysOf(config.JWT_PRIVATE_KEY);
  }

  /** The mailed code proves the e-mail: the account is made with the invitation's role, then the authenticator is added. */
  async setup(body: StaffSetupRequest, ip: string): Promise<StaffSetupResponse> {
    await this.limits.consumeCodeCheck(ip);
    const invitation = await this.invitations.consume(body.email, body.code, ip);
    const member = await this.members.create({
      email: body.email,
      name: body.name,
      role: invitation.role,
      passwordHash: await this.passwords.hash(body.password),
    });
    await this.trail.record({
      actor: actorOfMember(member),
      action: 'staff.created',
      target: this.target(member),
      after: {
        email: member.email,
        name: member.name,
        role: member.role,
        invitedBy: invitation.invitedBy?.email ?? 'OWNER_EMAIL',
      },
    });
    return this.factor.startSetup(member.id as string, member.email);
  }

  /** The first authenticator code confirms the secret: signed in, with ten recovery codes shown once. */
  async confirmSetup(body: StaffSetupConfirmRequest, ip: string): Promise<StaffSetupConfirmResponse> {
    await this.limits.consumeCodeCheck(ip);
    const step = await this.factor.openStep(body.setupToken, 'setup');
    const member = await this.activeMember(step.staffId);
    const secret = this.factor.setupSecret(step);
    if (!secret || member.totpSecret) throw new UnauthorizedException(staffErrorMessages.stepExpired);
    const used = await this.factor.claimTotp(step.staffId, secret, body.code);
    if (used === null) this.factor.wrongCode(step);
    if (used === 'used') this.factor.wrongCode(step, staffErrorMessages.codeAlreadyUsed);
    await this.factor.finishStep(step);
    if (!(await this.members.confirmTotp(step.staffId, this.factor.seal(secret, step.staffId), used)))
      throw new UnauthorizedException(staffErrorMessages.stepExpired);
    const recoveryCodes = await this.factor.newRecoveryCodes(step.staffId);
    await this.trail.record({
      actor: actorOfMember(member),
      action: 'setup.completed',
      target: this.target(member),
      after: { authenticator: 'confirmed', recoveryCodes: recoveryCodes.length },
    });
    const session = await this.signIn(member, ip, 'authenticator');
    return { token: session.token, staff: session.staff, recoveryCodes };
  }

  /** Step 1: the password. Never says whether the e-mail is a staff account. */
  async login({ email, password }: StaffLoginRequest, ip: string): Promise<StaffLoginResponse> {
    const tickets = await this.limits.startLogin(email, ip, LIMITS.staffLoginPerEmail);
    const member = await this.members.findByEmail(email);
    const ok = await this.passwords.verify(member?.passwordHash, password);
    if (!member || !ok) {
      this.audit.record(AUDIT_EVENTS.loginFailed, {
        email,
        ip,
        staff: true,
        reason: member ? 'wrong-password' : 'unknown-email',
      });
      await this.trail.record({
        action: 'signin.failed',
        // An address that is no staff account is kept masked: it may be a shopper's, typed by mistake.
        target: member ? this.target(member) : { type: 'email', id: maskEmail(email) },
        after: { reason: member ? 'wrong password' : 'no staff account', client: ip },
      });
      throw new UnauthorizedException(staffErrorMessages.invalidCredentials);
    }
    // The attempt stays spent until the second factor passes (finishStep gives it back): a right
    // password alone must not buy fresh steps of code guesses.
    const held: Ticket[] = [tickets.email, tickets.client];
    if (!member.active) {
      await this.trail.record({
        action: 'signin.failed',
        target: this.target(member),
        after: { reason: 'access turned off', client: ip },
      });
      throw new ForbiddenException(staffErrorMessages.disabled);
    }
    if (!member.totpSecret)
      return { step: 'setup', ...(await this.factor.startSetup(member.id as string, member.email, held)) };
    return { step: 'totp', challengeToken: await this.factor.startSignIn(member.id as string, held) };
  }

  /**
   * Step 2: an authenticator code or a recovery code. Every try is counted for the member (any step,
   * any address) before it is checked; the tenth wrong one in an hour locks the member's
   * authenticator codes and mails the member and the owners. A recovery code still signs in, lifts
   * the lock, and is mailed to the member each time.
   */
  async verify(body: StaffLoginVerifyRequest, ip: string): Promise<StaffSessionResponse> {
    await this.limits.consumeCodeCheck(ip);
    const step = await this.factor.openStep(body.challengeToken, 'signin');
    const member = await this.activeMember(step.staffId);
    // A recovery code (about 46 bits against ten codes) may still be tried past the count, so the
    // member can get back in; the step's five tries and the login pace still bound it.
    const recovery = isRecoveryCode(body.code);
    const attempt = await this.factor.takeMemberTry(step.staffId);
    if (!attempt.allowed) {
      if (!member.factorLockedAt) await this.lockFactor(member, ip, false);
      if (!recovery) throw new ForbiddenException(staffErrorMessages.factorLocked);
    }
    if (member.factorLockedAt && !recovery) {
      await this.trail.record({
        action: 'signin.failed',
        target: this.target(member),
        after: { reason: 'authenticator codes locked', client: ip },
      });
      throw new ForbiddenException(staffErrorMessages.factorLocked);
    }
    const result = await this.factor.verify(member, body.code);
    if (result === null || result === 'used') {
      await this.trail.record({
        action: 'signin.failed',
        target: this.target(member),
        after: { reason: result === 'used' ? 'code already used' : 'wrong second factor', client: ip },
      });
      if (result === 'used') {
        if (attempt.allowed) await this.factor.forgiveTry(attempt.ticket);
        this.factor.wrongCode(step, staffErrorMessages.codeAlreadyUsed);
      }
      if (attempt.allowed && attempt.ticket.n >= LIMITS.wrongFactorPerMember.max && !member.factorLockedAt) {
        await this.lockFactor(member, ip, true);
        throw new ForbiddenException(staffErrorMessages.factorLocked);
      }
      this.factor.wrongCode(step);
    }
    if (attempt.allowed) await this.factor.forgiveTry(attempt.ticket);
    await this.factor.finishStep(step);
    if (result.step !== undefined) await this.members.set(step.staffId, { totpLastStep: result.step });
    const recoveryCodesLeft = await this.factor.recoveryCodesLeft(step.staffId);
    if (result.method === 'recovery-code') {
      await this.trail.record({
        actor: actorOfMember(member),
        action: 'recovery.used',
        target: this.target(member),
        after: { remaining: recoveryCodesLeft },
      });
      this.mailQuietly(member.email, recoveryCodeUsedMail(member.name, recoveryCodesLeft, ip));
      if (member.factorLockedAt) {
        await this.members.unset(step.staffId, 'factorLockedAt');
        await this.factor.clearMemberTries(step.staffId);
        await this.trail.record({
          actor: actorOfMember(member),
          action: 'factor.unlocked',
          target: this.target(member),
          before: { locked: true },
          after: { locked: false, by: 'recovery code' },
        });
      }
    }
    return { ...(await this.signIn(member, ip, result.method)), recoveryCodesLeft };
  }

  /**
   * Locks the member's authenticator codes; `notify` (only the request holding the tenth wrong
   * try, so mails go once) mails the member and every active owner.
   */
  private async lockFactor(member: StaffMemberDocument, ip: string, notify: boolean): Promise<void> {
    const staffId = member.id as string;
    await this.members.set(staffId, { factorLockedAt: new Date(this.clock.now()) });
    member.factorLockedAt = new Date(this.clock.now());
    const wrongCodes = LIMITS.wrongFactorPerMember.max;
    await this.trail.record({
      action: 'factor.locked',
      target: this.target(member),
      after: { wrongCodes, client: ip },
    });
    if (!notify) return;
    this.mailQuietly(member.email, factorLockedMail(member.name, wrongCodes));
    const owners = (await this.members.all()).filter((m) => m.role === 'owner' && m.active && m.email !== member.email);
    for (const owner of owners) this.mailQuietly(owner.email, factorLockedOwnerMail(member, wrongCodes));
  }

  /** Sends a notice without holding up the answer; a failure is logged (the trail has the event). */
  private mailQuietly(to: string, content: MailContent): void {
    this.mailer.send(to, content).catch((err: unknown) => {
      this.logger.warn(
        `a staff security notice could not be sent: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  }

  /** Ends the session the token names (even one already ended); a shopper's token is refused. */
  async logout(authorization: string | undefined, ip: string): Promise<StaffMessageResponse> {
    const claims = verifyAccessToken(bearerToken(authorization) ?? '', this.keys);
    if (!claims) throw new UnauthorizedException('You are not signed in.');
    if (!claims.role) throw new ForbiddenException(STAFF_ONLY_MESSAGE);
    await this.sessions.endOne(claims.sid, ip, claims);
    await this.trail.record({
      actor: claims,
      action: 'signout',
      target: { type: 'staff', id: claims.sub, label: claims.email },
    });
    return { success: true, message: staffSuccessMessages.signedOut };
  }

  private async activeMember(staffId: string): Promise<StaffMemberDocument> {
    const member = await this.members.findById(staffId);
    if (!member) throw new UnauthorizedException(staffErrorMessages.stepExpired);
    if (!member.active) throw new ForbiddenException(staffErrorMessages.disabled);
    return member;
  }

  private async signIn(member: StaffMemberDocument, ip: string, method: string) {
    const staffId = member.id as string;
    const sid = await this.sessions.start(staffId, 'staff');
    const token = signAccessToken(
      { sub: staffId, email: member.email, firstName: member.name, sid, role: member.role },
      this.config.JWT_PRIVATE_KEY,
      this.sessions.tokenTtlSeconds,
    );
    const now = new Date(this.clock.now());
    await this.members.set(staffId, { lastSignInAt: now });
    member.lastSignInAt = now;
    this.audit.record(AUDIT_EVENTS.loginSucceeded, { email: member.email, ip, userId: staffId, staff: true });
    await this.trail.record({
      actor: actorOfMember(member),
      action: 'signin.succeeded',
      target: this.target(member),
      after: { method, client: ip },
    });
    return { token, staff: staffView(member) };
  }

  private target(member: StaffMemberDocument) {
    return { type: 'staff', id: member.id as string, label: member.email };
  }
}
