import { Inject, Injectable } from '@nestjs/common';
import { accountErrorMessages } from '@rmj/contracts';
import {
  AUDIT_EVENTS,
  AuditLog,
  clientKey,
  SERVICE_CONFIG,
  TicketLimiter,
  tooManyRequests,
  type LimitRule,
  type PacedRule,
  type Ticket,
} from '@rmj/nest-common';
import type { IdentityConfig } from '../config/identity.config';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits inside identity (the gateway also limits per address). Every count lives in the
 * database (TicketLimiter): all replicas share one budget, and each attempt is counted before the
 * work it guards, so parallel requests cannot all slip under a limit. Clients are keyed by
 * address, IPv6 grouped by /64 (clientKey).
 */
export const LIMITS = {
  /**
   * Logins per e-mail: 5 an hour freely, then each needs a growing gap after the previous one
   * (1 s, 2 s, 4 s, … at most 60 s). No lock: the owner waits at most a minute, an attacker
   * spread over many addresses gets about 65 guesses an hour.
   */
  loginPerEmail: { name: 'login-email', max: 10_000, windowMs: HOUR, free: 5, baseDelayMs: 1000, maxDelayMs: MINUTE },
  /** Logins per client: 20 an hour freely (shared networks), then a growing gap up to 15 minutes. */
  loginPerClient: {
    name: 'login-client',
    max: 10_000,
    windowMs: HOUR,
    free: 20,
    baseDelayMs: 1000,
    maxDelayMs: 15 * MINUTE,
  },
  /** Code mails per client per hour. */
  codeSendsPerClient: { name: 'send-client', max: 20, windowMs: HOUR },
  /** Code mails per e-mail per hour (on top of one a minute). */
  codeSendsPerEmail: { name: 'send-email', max: 10, windowMs: HOUR },
  /** Code checks per client per 15 minutes. */
  codeChecksPerClient: { name: 'check-client', max: 50, windowMs: 15 * MINUTE },
  /** Wrong codes per e-mail per day, whatever the code and the replica. */
  wrongCodesPerEmail: { name: 'wrong-code-email', max: 20, windowMs: 24 * HOUR },
  /** Checks of one code (per issue): the fifth wrong one voids it. */
  triesPerCode: { name: 'code-tries', max: 5, windowMs: 24 * HOUR },
  /**
   * Wrong staff set-up codes from one client for one invitation an hour: past them the client waits
   * (429) and the code stays valid for the invitee. Kept as long as the invitation lives.
   */
  setupTriesPerClientCode: { name: 'staff-setup-client-code', max: 5, windowMs: HOUR },
  /** Wrong staff set-up codes from one client an hour, whatever the invitation or e-mail. */
  setupTriesPerClient: { name: 'staff-setup-client', max: 20, windowMs: HOUR },
  /**
   * Wrong set-up codes for one invitation from all addresses together, over its whole life: the
   * fiftieth voids it and mails the owner (the invitation must be sent again). 50 guesses of a
   * million codes: a botnet cannot walk the 6-digit space. The window is anchored at the issue.
   */
  setupTriesPerCode: { name: 'staff-setup-total', max: 50, windowMs: 24 * HOUR },
  /** Codes issued per e-mail and purpose per minute: a reset request voids a code at most once a minute. */
  codeIssuesPerMinute: { name: 'code-issue', max: 1, windowMs: MINUTE },
  /** Staff sign-ins per e-mail: the shoppers' rule, counted apart (a staff e-mail may also be a shopper's). */
  staffLoginPerEmail: {
    name: 'staff-login-email',
    max: 10_000,
    windowMs: HOUR,
    free: 5,
    baseDelayMs: 1000,
    maxDelayMs: MINUTE,
  },
  /** Second-factor codes per set-up or sign-in step: the fifth wrong one voids the step. */
  triesPerStaffStep: { name: 'staff-step-tries', max: 5, windowMs: 24 * HOUR },
  /**
   * Wrong second-factor codes per staff member an hour, whatever the step and the address: the tenth
   * locks the member's authenticator codes (a recovery code still works and lifts the lock) and
   * mails the member and the owners. A stolen password then buys ten guesses, not the 6-digit space.
   */
  wrongFactorPerMember: { name: 'staff-factor-wrong', max: 10, windowMs: HOUR },
} as const satisfies Record<string, LimitRule | PacedRule>;

/** The tickets a login attempt holds: given back when the attempt succeeded (staff: after the second factor). */
export interface LoginTickets {
  email: Ticket;
  client: Ticket;
}

@Injectable()
export class RateLimits {
  /** Per-client rules scaled by CLIENT_LIMIT_SCALE. */
  private readonly perClient: { login: PacedRule; sends: LimitRule; checks: LimitRule };

  constructor(
    readonly tickets: TicketLimiter,
    private readonly audit: AuditLog,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    const scale = config.CLIENT_LIMIT_SCALE;
    this.perClient = {
      login: { ...LIMITS.loginPerClient, free: LIMITS.loginPerClient.free * scale },
      sends: { ...LIMITS.codeSendsPerClient, max: LIMITS.codeSendsPerClient.max * scale },
      checks: { ...LIMITS.codeChecksPerClient, max: LIMITS.codeChecksPerClient.max * scale },
    };
  }

  /**
   * Counts a login attempt before the password is checked. 429 (with retryAfterSeconds) while the
   * e-mail's or the client's growing gap has not passed; a refused attempt does not count.
   */
  async startLogin(email: string, ip: string, perEmail: PacedRule = LIMITS.loginPerEmail): Promise<LoginTickets> {
    const client = clientKey(ip);
    const [byEmail, byClient] = await Promise.all([
      this.tickets.takePaced(perEmail, email),
      this.tickets.takePaced(this.perClient.login, client),
    ]);
    if (byEmail.allowed && byClient.allowed) return { email: byEmail.ticket, client: byClient.ticket };
    await Promise.all([byEmail, byClient].map((r) => (r.allowed ? this.tickets.refund(r.ticket) : undefined)));
    const wait = Math.max(byEmail.allowed ? 0 : byEmail.retryAfterMs, byClient.allowed ? 0 : byClient.retryAfterMs);
    this.audit.record(AUDIT_EVENTS.loginDelayed, {
      email,
      ip,
      reason: byEmail.allowed ? 'per-client' : 'per-email',
      retryAfterMs: wait,
    });
    throw tooManyRequests(accountErrorMessages.tooManyLogins, wait);
  }

  /** The password was right: the attempt is given back. */
  async loginSucceeded(tickets: LoginTickets): Promise<void> {
    await Promise.all([this.tickets.refund(tickets.email), this.tickets.refund(tickets.client)]);
  }

  /** A password reset proves control of the e-mail: its failed logins are forgotten. */
  async clearLoginFailures(email: string): Promise<void> {
    await this.tickets.clear(LIMITS.loginPerEmail, email);
  }

  /**
   * A deleted account: forgets what was counted under its e-mail (the keys hold the address in plain
   * text), so nothing names the shopper afterwards and the address may register again at once.
   */
  async forgetEmail(email: string): Promise<void> {
    await Promise.all([
      this.tickets.clear(LIMITS.loginPerEmail, email),
      this.tickets.clear(LIMITS.codeSendsPerEmail, email),
      this.tickets.clear(LIMITS.wrongCodesPerEmail, email),
      this.tickets.clear(LIMITS.codeIssuesPerMinute, `register|${email}`),
      this.tickets.clear(LIMITS.codeIssuesPerMinute, `reset|${email}`),
    ]);
  }

  /** Counts one code mail; 429 beyond the hourly budget of the client or the e-mail. */
  async consumeCodeSend(email: string, ip: string): Promise<void> {
    await this.consume(this.perClient.sends, clientKey(ip), { email, ip });
    await this.consume(LIMITS.codeSendsPerEmail, email, { email, ip });
  }

  /** Counts one code check; 429 beyond the client's budget. */
  async consumeCodeCheck(ip: string): Promise<void> {
    await this.consume(this.perClient.checks, clientKey(ip), { ip });
  }

  private async consume(rule: LimitRule, key: string, who: { email?: string; ip: string }): Promise<void> {
    const result = await this.tickets.take(rule, key);
    if (result.allowed) return;
    this.audit.record(AUDIT_EVENTS.rateLimited, { ...who, reason: rule.name });
    throw tooManyRequests(accountErrorMessages.tooManyRequests, result.retryAfterMs);
  }
}
