/**
 * GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the registration's
 * number within the state (1-9, A-Z), a letter (Z by default) and a check character computed over
 * the first 14 in base 36 (weights 1, 2, 1, 2, ...; each product's base-36 digits added).
 * The settings screen, the settings service and the orders configuration all check it here.
 */
import { GST_STATE_CODES } from './india-states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z\d][A-Z\d]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN is not valid (the end of a sentence: 'GSTIN ' + problem), or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return 'must be 15 characters';
  if (!SHAPE.test(gstin)) return 'must be a state code, a PAN, an entity number, a letter and a check character';
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return `starts with ${gstin.slice(0, 2)}, which is not a GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (a typo?)';
  return undefined;
}
