/**
 * Whether a value is an e-mail address the shop may write to. An order staff took for a customer
 * known only by phone (WhatsApp) keeps `+91<phone>` or nothing where an address would be: every
 * sender of mail asks this first, so nothing is ever sent to a value that is not an address.
 */
import { z } from 'zod';

const emailSchema = z.email();

/** True for an e-mail address ('asha@example.com'); false for a phone, an empty string or anything else. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && emailSchema.safeParse(value.trim()).success;
}
