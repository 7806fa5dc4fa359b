import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random 6-digit code, leading zeros kept. */
export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Key for code hashes, derived from the server secret so it never equals the JWT key. */
export function codeHashKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('rmj-identity/verification-codes/v1').digest();
}

/** HMAC-SHA256 bound to e-mail and purpose, so a stored hash is useless for another account. */
export function hashCode(key: Buffer, email: string, purpose: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
