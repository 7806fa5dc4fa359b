// Indian mobile and landline numbers as shoppers write them: '98765 43210', '+91 98765 43210',
// '+91-98765-43210', '(0) 98765 43210', '09876543210', '0091 9876543210'. The shop keeps one form,
// the 10-digit national number, so staff find an order by its phone however either side wrote it.
// Free of zod: the checkout form's schema, the orders service and its migration use it alike.

/** Separators a number may be written with: spaces, dashes, dots, parentheses. */
const SEPARATORS = /[\s().-]/g;
/** Longest text read as a phone number (a 10-digit number with a country code and separators fits easily). */
export const PHONE_TEXT_MAX = 24;

/**
 * The 10-digit national number of a phone as written, or undefined when it is not one: separators
 * dropped, then a leading +91 / 0091 / 91 (before 10 digits) or a trunk 0 (before 10 digits) removed.
 */
export function normaliseIndianPhone(text: string): string | undefined {
  if (text.length > PHONE_TEXT_MAX) return undefined;
  let digits = text.replace(SEPARATORS, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? digits : undefined;
}

/**
 * The digits to look for when someone searches by phone: the national number of a whole number, or
 * the digits of a part of one ('98765 43' → '9876543'); undefined when the text is not phone-like
 * (letters, an e-mail, an order number) or has fewer than 4 digits.
 */
export function phoneSearchDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_TEXT_MAX || !/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const whole = normaliseIndianPhone(trimmed);
  if (whole) return whole;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+91') || trimmed.startsWith('0091')) digits = digits.slice(trimmed.startsWith('+') ? 2 : 4);
  else if (digits.length > 10 && digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  return digits.length >= 4 ? digits : undefined;
}
