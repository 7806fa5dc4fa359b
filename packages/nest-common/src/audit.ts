/**
 * Security audit events: one structured log line per event (`audit: '<event>'`), with the e-mail
 * masked and the client address, so logins, lockouts, codes, resets and revocations can be
 * searched and alerted on without the logs holding full addresses of shoppers.
 */
import { Injectable, Logger } from '@nestjs/common';

/** Every audit event name, in one place. */
export const AUDIT_EVENTS = {
  loginSucceeded: 'login.succeeded',
  loginFailed: 'login.failed',
  /** A login refused by the growing delay (per e-mail or per client). */
  loginDelayed: 'login.delayed',
  codeSent: 'code.sent',
  codeWrong: 'code.wrong',
  /** A code refused by the per-code or daily limit. */
  codeLocked: 'code.locked',
  /** Register step 1 for an e-mail that already has an account: the owner is told. */
  registrationExisting: 'registration.existing',
  accountCreated: 'account.created',
  passwordReset: 'password.reset',
  tokenRevoked: 'token.revoked',
  /** A route that needs a login refused a token (bad, expired, or its session ended). */
  accessDenied: 'access.denied',
  /** A per-client or per-e-mail request budget ran out. */
  rateLimited: 'rate.limited',
} as const;

export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

export interface AuditFields {
  /** Plain e-mail: logged masked. */
  email?: string;
  /** Client address as the service sees it. */
  ip?: string;
  userId?: string;
  /** Why, for refusals ('wrong-password', 'per-email', …). */
  reason?: string;
  [extra: string]: string | number | boolean | undefined;
}

/** `asha.kumar@example.com` → `a***r@example.com`; keeps the domain (abuse often clusters by it). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** The log record of an event (exported for tests and for other sinks). */
export function auditRecord(event: AuditEvent, fields: AuditFields): Record<string, unknown> {
  const { email, ip, ...rest } = fields;
  return {
    msg: `audit ${event}`,
    audit: event,
    ...(email ? { email: maskEmail(email) } : {}),
    ...(ip ? { client: ip } : {}),
    ...rest,
  };
}

@Injectable()
export class AuditLog {
  private readonly logger = new Logger('Audit');

  record(event: AuditEvent, fields: AuditFields = {}): void {
    this.logger.log(auditRecord(event, fields));
  }
}
