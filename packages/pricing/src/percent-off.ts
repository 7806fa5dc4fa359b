// The card's 'N% OFF': always of the price the shopper would pay without the offer (GST included),
// never of the making charges alone, and rounded down, so the badge never promises more than the
// bill shows. 20 % off the making of a chain whose making is an eighth of its price is '2% OFF'.
import type { BreakupTotals } from './breakup';

/**
 * Whole percent saved going from `was` to `now`, rounded down: floor((was - now) × 100 / was).
 * 0 when there is no saving to state (now not below was, or either not a whole amount of at least 0),
 * so a badge is only shown for a real, whole-percent saving. Amounts in any one unit (paise or rupees).
 */
export function percentOff(was: number | null | undefined, now: number): number {
  if (was == null || !Number.isSafeInteger(was) || !Number.isSafeInteger(now) || now < 0 || !(was > now)) return 0;
  // In BigInt: the product stays exact for any amount.
  return Number((BigInt(was - now) * 100n) / BigInt(was));
}

/** The card's 'N% OFF' of a breakup: the total against the total without the discount (or the old price). */
export function cardPercentOff(breakup: BreakupTotals): number {
  return percentOff(breakup.totalBeforeDiscount, breakup.total);
}
