// The rate screen's values and how they become the owner's save: a ₹-per-gram figure per purity,
// and for 22K, 18K, 14K and sterling the choice to derive it from its metal's 999 rate instead.
// Checked with the contract's schema (the service's own messages) and worked out with @rmj/pricing.
import {
  RATE_KEYS,
  RATE_LABELS,
  setRatesRequestSchema,
  type AdminRates,
  type MetalRate,
  type SetRatesRequestInput,
} from '@rmj/contracts';
import {
  GOLD_KARAT,
  paiseFromRupees,
  withDerivedRates,
  type GoldFineness,
  type MetalRates,
  type RateKey,
} from '@rmj/pricing';
import { ratesRecord } from '../../../lib/rate-figures';

/** What the form holds: rupees per gram (null: empty) and the derive choices. */
export interface RatesFormValues {
  rates: Record<RateKey, number | null>;
  derived: Record<RateKey, boolean>;
}

/** The purity a rate is derived from: its metal's 999. */
export function baseOf(key: RateKey): RateKey {
  return key.startsWith('gold-') ? 'gold-999' : 'silver-999';
}

/** Purities that may be derived from their metal's 999 rate (every one but the 999s). */
export const DERIVABLE_KEYS: readonly RateKey[] = RATE_KEYS.filter((key) => baseOf(key) !== key);

/** The choice's words: "Derive 22K from 24K (999)", "Derive sterling from silver (999)". */
export function deriveLabel(key: RateKey): string {
  if (!key.startsWith('gold-')) return 'Derive sterling from silver (999)';
  return `Derive ${GOLD_KARAT[Number(key.slice(5)) as GoldFineness]}K from 24K (999)`;
}

/** The form's values of the rates now in force. */
export function ratesFormValues(current: Pick<AdminRates, 'rates'>): RatesFormValues {
  const byKey = new Map(current.rates.map((rate) => [rate.key, rate]));
  const rates = {} as RatesFormValues['rates'];
  const derived = {} as RatesFormValues['derived'];
  for (const key of RATE_KEYS) {
    const rate = byKey.get(key);
    rates[key] = rate ? rate.paisePerGram / 100 : null;
    derived[key] = rate?.derived ?? false;
  }
  return { rates, derived };
}

/** The save's body: typed rates (not the derived ones) and the derived purities. */
export function setRatesBody(values: RatesFormValues): SetRatesRequestInput {
  const rates: Partial<Record<RateKey, number>> = {};
  const derived: RateKey[] = [];
  for (const key of RATE_KEYS) {
    if (values.derived[key] && DERIVABLE_KEYS.includes(key)) derived.push(key);
    else if (values.rates[key] != null) rates[key] = values.rates[key] as number;
  }
  return { rates, derived };
}

/** Whether a typed figure is one the arithmetic can use (a positive number of whole paise). */
const usable = (rupees: number | null): rupees is number =>
  rupees != null && Number.isFinite(rupees) && rupees > 0 && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/**
 * The rates the save would put in force, paise per gram, the derived ones worked out by
 * @rmj/pricing as the service does; a derived purity whose 999 rate is missing has none.
 */
export function resultingRates(values: RatesFormValues): MetalRates {
  const typed: Partial<Record<RateKey, number>> = {};
  const derived: RateKey[] = [];
  for (const key of RATE_KEYS) {
    if (values.derived[key] && DERIVABLE_KEYS.includes(key)) {
      if (usable(values.rates[baseOf(key)])) derived.push(key);
    } else if (usable(values.rates[key])) typed[key] = paiseFromRupees(values.rates[key] as number);
  }
  return withDerivedRates(typed, derived);
}

/** Messages per field (`rates.gold-916`), from the contract's schema and the derive rule. */
export function ratesProblems(values: RatesFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of RATE_KEYS) {
    if (values.derived[key] && DERIVABLE_KEYS.includes(key) && values.rates[baseOf(key)] == null)
      problems[`rates.${key}`] = `Enter the ${RATE_LABELS[baseOf(key)]} rate to derive this one from it.`;
  }
  const parsed = setRatesRequestSchema.safeParse(setRatesBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.slice(0, 2).join('.');
      problems[field] ??= issue.message;
    }
  }
  return problems;
}

/** One line of what a save changes. */
export interface RateChangeLine {
  key: RateKey;
  label: string;
  /** Paise per gram before and after (undefined: no rate). */
  before?: number;
  after?: number;
  derived: boolean;
}

/** What a save changes, purest first: new, changed and removed rates, and a switch to or from derived. */
export function rateChanges(current: readonly MetalRate[], values: RatesFormValues): RateChangeLine[] {
  const before = ratesRecord(current);
  const wasDerived = new Set(current.filter((rate) => rate.derived).map((rate) => rate.key));
  const after = resultingRates(values);
  return RATE_KEYS.flatMap((key) => {
    const derived = values.derived[key] && DERIVABLE_KEYS.includes(key);
    if (before[key] === after[key] && wasDerived.has(key) === derived) return [];
    return [{ key, label: RATE_LABELS[key], before: before[key], after: after[key], derived }];
  });
}
