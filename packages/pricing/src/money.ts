// Integer money arithmetic. Every amount is a whole number of paise and every rate a whole number
// of paise (per gram) or basis points; a division is the only place a fraction can appear, and
// each one goes through `divideRounded`, so no float ever reaches a figure.

/** Paise in a rupee. */
export const PAISE_PER_RUPEE = 100;
/** Milligrams in a gram: weights are kept in whole milligrams (the catalogue's grams to 3 decimals). */
export const MG_PER_GRAM = 1000;
/** Basis points in 100 %: percentages are kept in hundredths of a percent (12.5 % = 1250). */
export const BASIS_POINTS = 10_000;

/** A safe whole number of at least 0, or a RangeError naming what it is. */
export function assertWhole(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of at least 0 (got ${String(value)})`);
  }
  return value;
}

/**
 * numerator / denominator rounded to the nearest whole number, a half rounded up (the commercial
 * rule every figure here follows: 0.50 paisa is a paisa, 50 paise of a rupee is a rupee). Both
 * must be whole, the numerator at least 0 and the denominator above 0; the arithmetic stays within
 * safe integers or it throws, so a result is never silently wrong.
 */
export function divideRounded(numerator: number, denominator: number): number {
  assertWhole(numerator, 'an amount to divide');
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`a divisor must be a whole number above 0 (got ${String(denominator)})`);
  }
  const twice = 2 * numerator + denominator;
  if (!Number.isSafeInteger(twice)) throw new RangeError(`amount too large to divide exactly: ${numerator}`);
  return Math.floor(twice / (2 * denominator));
}

/** a × b, refusing a product beyond safe integers (where a float would start to round it). */
export function multiplyExact(a: number, b: number): number {
  const product = assertWhole(a, 'a factor') * assertWhole(b, 'a factor');
  if (!Number.isSafeInteger(product)) throw new RangeError(`product too large to keep exact: ${a} × ${b}`);
  return product;
}

/** Paise rounded to the nearest rupee, 50 paise and more up (CGST Act s. 170's rule), in paise. */
export function roundToRupee(paise: number): number {
  return divideRounded(paise, PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/**
 * Paise from an amount in rupees that may carry paise (1234.5 → 123450), to the nearest paisa: the
 * one crossing from a stored rupee figure into this package's integers.
 */
export function paiseFromRupees(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError(`not an amount in rupees: ${String(rupees)}`);
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  return assertWhole(paise, 'an amount in paise');
}

/**
 * Basis points from a percentage with at most two decimals (12 → 1200, 12.5 → 1250, 0.25 → 25);
 * a percentage with more decimals is refused rather than rounded, so what staff typed is what is charged.
 */
export function basisPointsFromPercent(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(bp - percent * 100) > 1e-6) {
    throw new RangeError(`a percentage must be at least 0 with at most two decimals (got ${String(percent)})`);
  }
  return bp;
}
