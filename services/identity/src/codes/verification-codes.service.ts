import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { accountErrorMessages } from '@rmj/contracts';
import { ensureIndexes, SERVICE_CONFIG } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { IdentityConfig } from '../config/identity.config';
import { codeHashKey, hashCode, newVerificationCode, sameHash } from './code-hash';
import { VerificationCode, type CodePurpose } from './verification-code.schema';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_WRONG_ATTEMPTS = 5;
/** Expired records are kept a while (so a late try says "expired", not "invalid"), then swept. */
const SWEEP_AFTER_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** 429 with the message; `retryAfterSeconds` tells the client when to try again. */
export function tooMany(message: string, retryAfterSeconds?: number): HttpException {
  return new HttpException({ statusCode: 429, error: 'Too Many Requests', message, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
}

@Injectable()
export class VerificationCodesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(VerificationCodesService.name);
  private readonly key: Buffer;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectModel(VerificationCode.name) private readonly codes: Model<VerificationCode>,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.key = codeHashKey(config.JWT_SECRET);
  }

  async onModuleInit(): Promise<void> {
    await ensureIndexes(this.codes);
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Deletes records expired for more than an hour. */
  async sweep(now = new Date()): Promise<number> {
    try {
      const res = await this.codes.deleteMany({ expiresAt: { $lt: new Date(now.getTime() - SWEEP_AFTER_MS) } }).exec();
      return res.deletedCount;
    } catch (err) {
      this.logger.warn(`sweeping expired codes failed: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  }

  /**
   * Issues a new code (replacing any earlier one) and hands it to `deliver`.
   * 429 if one was sent less than a minute ago. If delivery throws, the new
   * record is removed so no code stays usable without having been sent.
   * `decoy` stores an unguessable hash instead (reset of an unknown e-mail;
   * `deliver` then sends a mail without the code), so that every later answer
   * for that e-mail matches a real one.
   */
  async issue(email: string, purpose: CodePurpose, deliver: (code: string) => Promise<void>, { decoy = false } = {}): Promise<void> {
    const now = Date.now();
    const current = await this.codes.findOne({ email: { $eq: email }, purpose: { $eq: purpose } }).lean().exec();
    if (current && now - current.lastSentAt.getTime() < RESEND_INTERVAL_MS) throw tooMany(accountErrorMessages.resendTooSoon);

    const code = newVerificationCode();
    const codeHash = hashCode(this.key, email, purpose, decoy ? randomBytes(32).toString('hex') : code);
    await this.codes
      .updateOne(
        { email: { $eq: email }, purpose: { $eq: purpose } },
        { $set: { codeHash, expiresAt: new Date(now + CODE_TTL_MS), attempts: 0, lastSentAt: new Date(now) } },
        { upsert: true },
      )
      .exec();
    try {
      await deliver(code);
    } catch (err) {
      await this.codes.deleteOne({ email: { $eq: email }, purpose: { $eq: purpose }, codeHash: { $eq: codeHash } }).exec();
      throw err;
    }
  }

  /**
   * Checks a code and consumes it when right. Wrong: 400; expired: 400;
   * the fifth wrong try and every try after it: 429 (the code is void).
   * An attempt is counted before the comparison, so parallel guesses cannot
   * all slip in under the limit.
   */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const filter = { email: { $eq: email }, purpose: { $eq: purpose } };
    const record = await this.codes
      .findOneAndUpdate({ ...filter, attempts: { $lt: MAX_WRONG_ATTEMPTS } }, { $inc: { attempts: 1 } }, { returnDocument: 'after' })
      .lean()
      .exec();
    if (!record) {
      const exists = await this.codes.exists(filter);
      if (exists) throw tooMany(accountErrorMessages.tooManyCodeAttempts);
      throw new BadRequestException(accountErrorMessages.invalidCode);
    }
    if (record.expiresAt.getTime() <= Date.now()) throw new BadRequestException(accountErrorMessages.expiredCode);
    if (!sameHash(record.codeHash, hashCode(this.key, email, purpose, code))) {
      if (record.attempts >= MAX_WRONG_ATTEMPTS) throw tooMany(accountErrorMessages.tooManyCodeAttempts);
      throw new BadRequestException(accountErrorMessages.invalidCode);
    }
    // Single use: only the request that deletes the record wins.
    const res = await this.codes.deleteOne({ _id: record._id, codeHash: { $eq: record.codeHash } }).exec();
    if (res.deletedCount !== 1) throw new BadRequestException(accountErrorMessages.invalidCode);
  }
}
