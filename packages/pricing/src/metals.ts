// The metals and purities the shop sells, as BIS hallmarks them (IS 1417 for gold, IS 2112 for
// silver): fineness in parts per thousand, and for gold the caratage that goes with it.

/** Gold finenesses sold: 24K (999), 22K (916), 18K (750), 14K (585). */
export const GOLD_FINENESSES = [999, 916, 750, 585] as const;
/** Silver finenesses sold: fine silver (999) and sterling (925). */
export const SILVER_FINENESSES = [999, 925] as const;

export type GoldFineness = (typeof GOLD_FINENESSES)[number];
export type SilverFineness = (typeof SILVER_FINENESSES)[number];
export type Metal = 'gold' | 'silver';

/** A metal and its purity; the fineness decides the day's rate that applies. */
export type Purity = { metal: 'gold'; fineness: GoldFineness } | { metal: 'silver'; fineness: SilverFineness };

/** Every purity the shop sells, gold first, purest first. */
export const PURITIES: readonly Purity[] = [
  ...GOLD_FINENESSES.map((fineness): Purity => ({ metal: 'gold', fineness })),
  ...SILVER_FINENESSES.map((fineness): Purity => ({ metal: 'silver', fineness })),
];

/** Caratage of each gold fineness, as the hallmark pairs them. */
export const GOLD_KARAT: Readonly<Record<GoldFineness, number>> = { 999: 24, 916: 22, 750: 18, 585: 14 };

/** The fineness rates are derived from: the purest of each metal. */
export const BASE_FINENESS = 999;

/** 'gold-916', 'silver-925': the key of a purity's rate. */
export type RateKey = `gold-${GoldFineness}` | `silver-${SilverFineness}`;

/** The key of a purity's rate. */
export function rateKey(purity: Purity): RateKey {
  return `${purity.metal}-${purity.fineness}` as RateKey;
}

/** Whether a metal and fineness are one the shop sells (for input read from outside). */
export function isPurity(metal: unknown, fineness: unknown): boolean {
  if (metal === 'gold') return (GOLD_FINENESSES as readonly unknown[]).includes(fineness);
  if (metal === 'silver') return (SILVER_FINENESSES as readonly unknown[]).includes(fineness);
  return false;
}

/** The purity as the hallmark and the invoice write it: '22K916', '18K750'; 'Silver 925'. */
export function purityLabel(purity: Purity): string {
  return purity.metal === 'gold' ? `${GOLD_KARAT[purity.fineness]}K${purity.fineness}` : `Silver ${purity.fineness}`;
}
