import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed is hard to get wrong. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 'RMJ-' + 10 Crockford base32 characters: 50 bits from the system's random source, short to read
 * out and not guessable (tracking by number is open to anyone). Uniqueness is the unique index's job.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += CROCKFORD[byte & 31];
  return `RMJ-${out}`;
}
