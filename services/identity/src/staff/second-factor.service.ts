import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isRecoveryCode, staffErrorMessages, type TotpEnrolment } from '@rmj/contracts';
import {
  deleteExpired,
  SERVICE_CONFIG,
  sweepEvery,
  type TakeResult,
  type Ticket,
  TicketLimiter,
} from '@rmj/nest-common';
import { createHash, randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { codeHashKey } from '../codes/code-hash';
import { tooMany } from '../codes/verification-codes.service';
import type { IdentityConfig } from '../config/identity.config';
import { LIMITS } from '../security/rate-limits';
import { SessionClock } from '../sessions/session-clock';
import { OnceMarkers } from './once-markers.service';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { SecretBox } from './secret-box';
import type { StaffMember } from './staff-member.schema';
import { StaffRecoveryCode } from './staff-recovery-code.schema';
import { StaffStep, type StaffStepKind } from './staff-step.schema';
import { newTotpSecret, otpauthUri, TOTP_STEP_SECONDS, totpStepOf } from './totp';

/** How long a step lasts: time to add the shop to an app, or to type a code. */
export const STEP_TTL_MS: Record<StaffStepKind, number> = { setup: 10 * 60_000, signin: 5 * 60_000 };
const SWEEP_EVERY_MS = 10 * 60_000;
const stepId = (token: string) => createHash('sha256').update(token).digest('hex');

/** A step found by its token: still open, not yet finished. */
export interface OpenStep {
  id: string;
  kind: StaffStepKind;
  staffId: string;
  secret?: string;
  /** The login attempt's tickets, given back once the step is finished. */
  loginTickets?: Ticket[];
}

/** How a second factor was proven. */
export type FactorMethod = 'authenticator' | 'recovery-code';

/**
 * The second factor of staff sign-in: set-up and sign-in steps (server-side, single use, a few
 * minutes), authenticator codes (RFC 6238, ±1 step, a step never accepted twice) and recovery codes
 * (ten, hashed, each accepted once). Five wrong codes void a step.
 */
@Injectable()
export class SecondFactorService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SecondFactorService.name);
  private readonly box: SecretBox;
  private readonly recoveryKey: Buffer;
  private stopSweeping?: () => void;

  constructor(
    @InjectModel(StaffStep.name) private readonly steps: Model<StaffStep>,
    @InjectModel(StaffRecoveryCode.name) private readonly recovery: Model<StaffRecoveryCode>,
    private readonly once: OnceMarkers,
    private readonly tickets: TicketLimiter,
    /** The service's one clock (tests move it on by 30 seconds for a fresh authenticator code). */
    private readonly clock: SessionClock,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.box = new SecretBox(config.CODE_SECRET);
    this.recoveryKey = codeHashKey(config.CODE_SECRET);
  }

  onModuleInit(): void {
    this.stopSweeping = sweepEvery(SWEEP_EVERY_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stopSweeping?.();
  }

  /** A set-up step with a new secret: the token and what the app needs. */
  async startSetup(
    staffId: string,
    email: string,
    loginTickets?: Ticket[],
  ): Promise<{ setupToken: string; totp: TotpEnrolment }> {
    const secret = newTotpSecret();
    const setupToken = await this.startStep('setup', staffId, this.box.seal(secret, staffId), loginTickets);
    return { setupToken, totp: { secret, otpauthUri: otpauthUri(email, secret) } };
  }

  /** A sign-in step waiting for the second factor; it holds the login attempt's tickets until then. */
  startSignIn(staffId: string, loginTickets?: Ticket[]): Promise<string> {
    return this.startStep('signin', staffId, undefined, loginTickets);
  }

  private async startStep(
    kind: StaffStepKind,
    staffId: string,
    secret?: string,
    loginTickets?: Ticket[],
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.steps.create({
      _id: stepId(token),
      kind,
      staffId,
      ...(secret ? { secret } : {}),
      ...(loginTickets ? { loginTickets } : {}),
      createdAt: new Date(now),
      expiresAt: new Date(now + STEP_TTL_MS[kind]),
    });
    return token;
  }

  /** The open step of this kind, counting one try of it; 401 when unknown, used or expired, 429 past five tries. */
  async openStep(token: string, kind: StaffStepKind): Promise<OpenStep & { tryNumber: number }> {
    const step = await this.steps.findById(stepId(token)).lean().exec();
    if (!step || step.kind !== kind || step.expiresAt.getTime() <= this.clock.now())
      throw new UnauthorizedException(staffErrorMessages.stepExpired);
    // The step's tries live as long as the step, whatever the window.
    const tries = await this.tickets.take(LIMITS.triesPerStaffStep, step._id, step.createdAt.getTime(), step.expiresAt);
    if (!tries.allowed) throw tooMany(staffErrorMessages.tooManyCodeAttempts);
    return {
      id: step._id,
      kind: step.kind,
      staffId: step.staffId,
      secret: step.secret,
      loginTickets: step.loginTickets,
      tryNumber: tries.ticket.n,
    };
  }

  /** Counts one second-factor try of the member before it is checked (any step, any address). */
  takeMemberTry(staffId: string): Promise<TakeResult> {
    return this.tickets.take(LIMITS.wrongFactorPerMember, staffId);
  }

  /** The member proved who they are with a recovery code: the wrong tries counted so far are forgotten. */
  async clearMemberTries(staffId: string): Promise<void> {
    await this.tickets.clear(LIMITS.wrongFactorPerMember, staffId);
  }

  /** A try that turned out right (or a replay, which is no guess): it no longer counts. */
  async forgiveTry(ticket: Ticket): Promise<void> {
    await this.tickets.refund(ticket);
  }

  /** A wrong code for a step: 400, or 429 when it was the fifth (the step is void). */
  wrongCode(step: { tryNumber: number }, message: string = staffErrorMessages.invalidSecondFactor): never {
    if (step.tryNumber >= LIMITS.triesPerStaffStep.max) throw tooMany(staffErrorMessages.tooManyCodeAttempts);
    throw new BadRequestException(message);
  }

  /**
   * Ends a step; only the request that deletes it may go on (two parallel finishes: one wins). The
   * login attempt that opened it is given back only now: a right password alone leaves it spent.
   */
  async finishStep(step: OpenStep): Promise<void> {
    const res = await this.steps.deleteOne({ _id: { $eq: step.id } }).exec();
    if (res.deletedCount !== 1) throw new UnauthorizedException(staffErrorMessages.stepExpired);
    await Promise.all((step.loginTickets ?? []).map((ticket) => this.tickets.refund(ticket)));
  }

  /** The secret a set-up step carries, opened. */
  setupSecret(step: OpenStep): string | null {
    return step.secret ? this.box.open(step.secret, step.staffId) : null;
  }

  /** The member's confirmed secret, sealed for storage. */
  seal(secret: string, staffId: string): string {
    return this.box.seal(secret, staffId);
  }

  /**
   * The step of a code for this secret, claimed so it is never accepted again: null for a wrong
   * code, 'used' for a step at or before the last one used (or claimed by a parallel request).
   */
  async claimTotp(staffId: string, secret: string, code: string, lastStep?: number): Promise<number | 'used' | null> {
    const step = totpStepOf(secret, code, this.clock.now());
    if (step === null) return null;
    if (lastStep !== undefined && step <= lastStep) return 'used';
    // Kept a little longer than the window, after which the code cannot match anyway.
    const won = await this.once.claim(`totp|${staffId}|${step}`, 4 * TOTP_STEP_SECONDS * 1000);
    return won ? step : 'used';
  }

  /**
   * Checks the second factor of a sign-in: an authenticator code (its step recorded as the last
   * used), or an unused recovery code (used up). The method, or null when wrong; 'used' for a
   * replayed authenticator code.
   */
  async verify(
    member: StaffMember & { _id: unknown },
    code: string,
  ): Promise<{ method: FactorMethod; step?: number } | 'used' | null> {
    const staffId = String(member._id);
    if (isRecoveryCode(code)) {
      const hash = hashRecoveryCode(this.recoveryKey, staffId, code);
      const stored = await this.recovery
        .findOne({ _id: { $eq: hash }, staffId: { $eq: staffId }, usedAt: { $exists: false } })
        .lean()
        .exec();
      if (!stored || !(await this.once.claim(`recovery|${hash}`, 400 * 24 * 3600_000))) return null;
      await this.recovery.updateOne({ _id: { $eq: hash } }, { $set: { usedAt: new Date() } }).exec();
      return { method: 'recovery-code' };
    }
    const secret = member.totpSecret ? this.box.open(member.totpSecret, staffId) : null;
    if (!secret) {
      this.logger.error(
        `the authenticator secret of staff member ${staffId} cannot be opened (was CODE_SECRET changed?)`,
      );
      return null;
    }
    const step = await this.claimTotp(staffId, secret, code, member.totpLastStep);
    return typeof step === 'number' ? { method: 'authenticator', step } : step;
  }

  /** Ten new recovery codes for the member (any earlier ones stop working); the codes, shown once. */
  async newRecoveryCodes(staffId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.recovery.deleteMany({ staffId: { $eq: staffId } }).exec();
    const createdAt = new Date();
    await this.recovery.insertMany(
      codes.map((code) => ({ _id: hashRecoveryCode(this.recoveryKey, staffId, code), staffId, createdAt })),
    );
    return codes;
  }

  recoveryCodesLeft(staffId: string): Promise<number> {
    return this.recovery.countDocuments({ staffId: { $eq: staffId }, usedAt: { $exists: false } }).exec();
  }

  /** Deletes steps that expired more than an hour ago. */
  async sweep(now = this.clock.now()): Promise<number> {
    return deleteExpired(this.steps, now, { graceMs: 3600_000, warn: { logger: this.logger, what: 'staff steps' } });
  }
}
