// The day's metal rates: paise per gram of the alloy, one per metal and purity. The owner sets
// them; a purity may be derived from its metal's 999 rate by fineness.
import { BASE_FINENESS, rateKey, type Purity, type RateKey } from './metals';
import { assertWhole, divideRounded, multiplyExact, PAISE_PER_RUPEE } from './money';

/** Paise per gram, per purity ('gold-916': 715000 is ₹7,150 a gram of 22K gold). */
export type MetalRates = Readonly<Partial<Record<RateKey, number>>>;

/** The highest rate accepted, paise per gram (₹1,00,000 a gram): far above any metal the shop sells, low enough that every product stays exact. */
export const RATE_MAX_PAISE_PER_GRAM = 10_000_000;

/**
 * A rate derived from its metal's 999 rate: rate999 × fineness / 999, rounded (half up) to
 * `roundTo` paise, by default the whole rupee, because rates are published and printed as whole
 * rupees per gram and the rate on a bill must be the one the metal value was worked from.
 * 22K from ₹7,800: 7,800 × 916 / 999 = 7,151.95… → ₹7,152 a gram.
 */
export function deriveRate(rate999PaisePerGram: number, fineness: number, roundTo = PAISE_PER_RUPEE): number {
  assertWhole(rate999PaisePerGram, 'the 999 rate');
  if (!Number.isSafeInteger(fineness) || fineness <= 0 || fineness > BASE_FINENESS) {
    throw new RangeError(`a fineness must be a whole number from 1 to ${BASE_FINENESS} (got ${String(fineness)})`);
  }
  const exact = multiplyExact(rate999PaisePerGram, fineness);
  return divideRounded(exact, BASE_FINENESS * roundTo) * roundTo;
}

/**
 * The rates with each of `derived` worked out from its metal's 999 rate (which must be set); other
 * rates are kept as given. `derived: ['gold-916', 'gold-750']` prices 22K and 18K from 24K.
 */
export function withDerivedRates(
  rates: MetalRates,
  derived: readonly RateKey[],
  roundTo = PAISE_PER_RUPEE,
): Partial<Record<RateKey, number>> {
  const out: Partial<Record<RateKey, number>> = { ...rates };
  for (const key of derived) {
    const [metal, fineness] = key.split('-') as ['gold' | 'silver', string];
    const base = rates[`${metal}-${BASE_FINENESS}` as RateKey];
    if (base === undefined) throw new RangeError(`${key} is derived from the ${metal} 999 rate, which is not set`);
    out[key] = deriveRate(base, Number(fineness), roundTo);
  }
  return out;
}

/** The rate of a purity, or undefined when the day's rates have none. */
export function rateOf(rates: MetalRates, purity: Purity): number | undefined {
  return rates[rateKey(purity)];
}
