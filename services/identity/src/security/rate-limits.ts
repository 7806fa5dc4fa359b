import { Injectable } from '@nestjs/common';
import { accountErrorMessages } from '@rmj/contracts';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooMany } from '../codes/verification-codes.service';

/**
 * Abuse limits inside the service (the gateway also limits per address).
 * Counters live in memory (rate-limiter-flexible): each replica counts on its
 * own, so with N replicas an attacker gets up to N times the budget. Their
 * Mongo store relies on atomic $inc and TTL indexes, which FerretDB lacks.
 */
export const LIMITS = {
  /** Failed logins per e-mail per 15 minutes. */
  loginFailuresPerEmail: { points: 10, duration: 15 * 60 },
  /** Failed logins per client address per 15 minutes. */
  loginFailuresPerIp: { points: 50, duration: 15 * 60 },
  /** Code mails per client address per hour. */
  codeSendsPerIp: { points: 20, duration: 60 * 60 },
  /** Code mails per e-mail per hour (on top of one a minute). */
  codeSendsPerEmail: { points: 10, duration: 60 * 60 },
  /** Code checks per client address per 15 minutes. */
  codeChecksPerIp: { points: 50, duration: 15 * 60 },
} as const;

function limiter(opts: { points: number; duration: number }, keyPrefix: string) {
  return new RateLimiterMemory({ ...opts, keyPrefix });
}

function retryAfter(res: unknown): number {
  return res instanceof RateLimiterRes ? Math.ceil(res.msBeforeNext / 1000) : 60;
}

function refuse(message: string, res: unknown): never {
  throw tooMany(message, retryAfter(res));
}

@Injectable()
export class RateLimits {
  private readonly loginEmail = limiter(LIMITS.loginFailuresPerEmail, 'login-email');
  private readonly loginIp = limiter(LIMITS.loginFailuresPerIp, 'login-ip');
  private readonly sendIp = limiter(LIMITS.codeSendsPerIp, 'send-ip');
  private readonly sendEmail = limiter(LIMITS.codeSendsPerEmail, 'send-email');
  private readonly checkIp = limiter(LIMITS.codeChecksPerIp, 'check-ip');

  /** 429 when the e-mail or the address has used up its failed logins. */
  async assertLoginAllowed(email: string, ip: string): Promise<void> {
    for (const [store, key, max] of [
      [this.loginEmail, email, LIMITS.loginFailuresPerEmail.points],
      [this.loginIp, ip, LIMITS.loginFailuresPerIp.points],
    ] as const) {
      const res = await store.get(key);
      if (res && res.consumedPoints >= max) refuse(accountErrorMessages.tooManyLogins, res);
    }
  }

  async loginFailed(email: string, ip: string): Promise<void> {
    await Promise.all([this.loginEmail.penalty(email), this.loginIp.penalty(ip)]);
  }

  /** A successful login or password reset clears the e-mail's failures (not the address's). */
  async clearLoginFailures(email: string): Promise<void> {
    await this.loginEmail.delete(email);
  }

  /** Counts one code mail; 429 beyond the hourly budget of the address or the e-mail. */
  async consumeCodeSend(email: string, ip: string): Promise<void> {
    await this.sendIp.consume(ip).catch((res: unknown) => refuse(accountErrorMessages.tooManyRequests, res));
    await this.sendEmail.consume(email).catch((res: unknown) => refuse(accountErrorMessages.tooManyRequests, res));
  }

  /** Counts one code check; 429 beyond the address's budget. */
  async consumeCodeCheck(ip: string): Promise<void> {
    await this.checkIp.consume(ip).catch((res: unknown) => refuse(accountErrorMessages.tooManyRequests, res));
  }
}
