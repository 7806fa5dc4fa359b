import { createHmac, randomInt } from 'node:crypto';

/** How many recovery codes a staff member gets (each works once). */
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper without doubt. 31 symbols, 10 of them: about 49.5 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new codes, shown as `abcde-fghjk`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What was typed, as stored: lower case, without the hyphen or spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/[- ]/g, '');
}

/** HMAC-SHA256 of a recovery code under the server key, bound to the staff member. */
export function hashRecoveryCode(key: Buffer, staffId: string, code: string): string {
  return createHmac('sha256', key)
    .update(`staff-recovery\n${staffId}\n${normaliseRecoveryCode(code)}`)
    .digest('hex');
}
