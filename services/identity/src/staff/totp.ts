import { authenticator } from 'otplib';
import { BRAND_NAME } from '@rmj/contracts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;
/** Steps accepted either side of now (clock drift between the phone and the server). */
export const TOTP_WINDOW = 1;

const totp = authenticator.clone({ step: TOTP_STEP_SECONDS, digits: 6, window: TOTP_WINDOW });

/** A new 160-bit secret, base32 (what the app stores). */
export function newTotpSecret(): string {
  return totp.generateSecret(20);
}

/** The otpauth:// URI a QR code carries: the shop's name as issuer, the staff e-mail as account. */
export function otpauthUri(email: string, secret: string): string {
  return totp.keyuri(email, BRAND_NAME, secret);
}

/**
 * The time step (30-second counter since the epoch) that `code` belongs to, within ±1 step of
 * `now`; null when it matches none. The caller refuses a step already used (no replay).
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const checker = totp.clone({ epoch: now });
  const delta = checker.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS) + delta;
}
