// Rates as the back office writes and reads them, shared by the rate screen and the product editor.
import type { MetalRate } from '@rmj/contracts';
import type { MetalRates } from '@rmj/pricing';
import { formatINR } from '@rmj/ui';

/** "₹7,152 a gram" from paise per gram. */
export const perGram = (paise: number): string => `${formatINR(paise / 100)} a gram`;

/** Paise per gram per purity, from an answer's list of rates. */
export function ratesRecord(rates: readonly MetalRate[]): MetalRates {
  return Object.fromEntries(rates.map((rate) => [rate.key, rate.paisePerGram]));
}
