import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { accountErrorMessages } from '@rmj/contracts';
import {
  AUDIT_EVENTS,
  AuditLog,
  deleteExpired,
  SERVICE_CONFIG,
  sweepEvery,
  TicketLimiter,
  tooManyRequests,
} from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { IdentityConfig } from '../config/identity.config';
import { LIMITS } from '../security/rate-limits';
import { codeHashKey, hashCode, newVerificationCode, sameHash } from './code-hash';
import { VerificationCode, type CodePurpose } from './verification-code.schema';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_WRONG_ATTEMPTS = LIMITS.triesPerCode.max;
/** Expired records are kept a while (so a late try says "expired", not "invalid"), then swept. */
const SWEEP_AFTER_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** 429 with the message (no wait given: the answer must not differ between known and unknown e-mails). */
export function tooMany(message: string): HttpException {
  return new HttpException({ statusCode: 429, error: 'Too Many Requests', message }, HttpStatus.TOO_MANY_REQUESTS);
}

@Injectable()
export class VerificationCodesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(VerificationCodesService.name);
  private readonly key: Buffer;
  private stopSweeping?: () => void;

  constructor(
    @InjectModel(VerificationCode.name) private readonly codes: Model<VerificationCode>,
    private readonly tickets: TicketLimiter,
    private readonly audit: AuditLog,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    // Its own secret (CODE_SECRET), not the token key: a leaked code key mints no tokens and vice versa.
    this.key = codeHashKey(config.CODE_SECRET);
  }

  onModuleInit(): void {
    this.stopSweeping = sweepEvery(SWEEP_EVERY_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stopSweeping?.();
  }

  /** Deletes records expired for more than an hour. */
  async sweep(now = new Date()): Promise<number> {
    return deleteExpired(this.codes, now, {
      graceMs: SWEEP_AFTER_MS,
      warn: { logger: this.logger, what: 'expired codes' },
    });
  }

  /**
   * Issues a new code (replacing any earlier one) and hands it to `deliver`. At most one a minute
   * per e-mail and purpose: a minute since the last one (sliding), and one ticket per minute window
   * so parallel requests on several replicas cannot each replace the code. If delivery throws, the
   * record and the ticket are removed, so no code stays usable without having been sent and the
   * retry is not held back. `decoy` stores an unguessable hash instead (reset of an unknown e-mail,
   * register step 1 for a taken one; `deliver` then mails no code), so every later answer matches.
   */
  async issue(
    email: string,
    purpose: CodePurpose,
    deliver: (code: string) => Promise<void>,
    { decoy = false } = {},
  ): Promise<void> {
    const now = Date.now();
    const filter = { email: { $eq: email }, purpose: { $eq: purpose } };
    const current = await this.codes.findOne(filter).lean().exec();
    if (current && now - current.lastSentAt.getTime() < RESEND_INTERVAL_MS)
      throw tooMany(accountErrorMessages.resendTooSoon);
    const slot = await this.tickets.take(LIMITS.codeIssuesPerMinute, `${purpose}|${email}`, now);
    if (!slot.allowed) throw tooMany(accountErrorMessages.resendTooSoon);

    const code = newVerificationCode();
    const codeHash = hashCode(this.key, email, purpose, decoy ? randomBytes(32).toString('hex') : code);
    const issueId = randomBytes(12).toString('base64url');
    await this.codes
      .updateOne(
        filter,
        { $set: { codeHash, issueId, expiresAt: new Date(now + CODE_TTL_MS), lastSentAt: new Date(now) } },
        { upsert: true },
      )
      .exec();
    try {
      await deliver(code);
    } catch (err) {
      await this.codes.deleteOne({ ...filter, codeHash: { $eq: codeHash } }).exec();
      await this.tickets.refund(slot.ticket);
      throw err;
    }
  }

  /**
   * Checks a code and consumes it when right. Wrong: 400; expired: 400; the fifth wrong try of a
   * code and every try after it: 429 (the code is void); more than 20 wrong codes for the e-mail in
   * a day: 429. Both counts are taken before the comparison (consume first) in the database, so
   * parallel guesses on any number of replicas cannot pass them; a right code gives its daily
   * ticket back.
   */
  async consume(email: string, purpose: CodePurpose, code: string, ip: string): Promise<void> {
    const daily = await this.tickets.take(LIMITS.wrongCodesPerEmail, email);
    if (!daily.allowed) {
      this.audit.record(AUDIT_EVENTS.codeLocked, { email, ip, purpose, reason: 'daily' });
      throw tooManyRequests(accountErrorMessages.tooManyRequests, daily.retryAfterMs);
    }
    const record = await this.codes
      .findOne({ email: { $eq: email }, purpose: { $eq: purpose } })
      .lean()
      .exec();
    if (!record) {
      this.audit.record(AUDIT_EVENTS.codeWrong, { email, ip, purpose, reason: 'no-code' });
      throw new BadRequestException(accountErrorMessages.invalidCode);
    }
    if (record.expiresAt.getTime() <= Date.now()) {
      await this.tickets.refund(daily.ticket);
      throw new BadRequestException(accountErrorMessages.expiredCode);
    }
    // Anchored at the issue and kept until the code expires: the code's whole life is one count.
    const tries = await this.tickets.take(
      LIMITS.triesPerCode,
      record.issueId,
      record.lastSentAt.getTime(),
      record.expiresAt,
    );
    if (!tries.allowed) {
      await this.tickets.refund(daily.ticket);
      this.audit.record(AUDIT_EVENTS.codeLocked, { email, ip, purpose, reason: 'per-code' });
      throw tooMany(accountErrorMessages.tooManyCodeAttempts);
    }
    if (!sameHash(record.codeHash, hashCode(this.key, email, purpose, code))) {
      this.audit.record(AUDIT_EVENTS.codeWrong, { email, ip, purpose, attempt: tries.ticket.n });
      if (tries.ticket.n >= MAX_WRONG_ATTEMPTS) throw tooMany(accountErrorMessages.tooManyCodeAttempts);
      throw new BadRequestException(accountErrorMessages.invalidCode);
    }
    await this.tickets.refund(daily.ticket);
    // Single use: only the request that deletes the record wins.
    const res = await this.codes.deleteOne({ _id: record._id, codeHash: { $eq: record.codeHash } }).exec();
    if (res.deletedCount !== 1) throw new BadRequestException(accountErrorMessages.invalidCode);
    // The code is spent: nothing is left for the one-a-minute rule to protect.
    await this.tickets.clear(LIMITS.codeIssuesPerMinute, `${purpose}|${email}`);
  }
}
