/**
 * The GST arithmetic of a tax-inclusive invoice, in paise (integers only). Every line's amount is
 * what the shopper paid for it, tax included; the promo discount is spread over the goods lines
 * (largest remainder, so the shares add up to the discount exactly) and shipping is its own line.
 * Each line's taxable value = round(net × 100 / 103); its tax is worked from the taxable value at
 * the rate, as an Indian invoice shows it and a reader checks it: CGST = SGST = round(taxable × 1.5%)
 * within the state (two equal halves), IGST = round(taxable × 3%) otherwise. What those roundings
 * leave over (a paisa either way per line) is the line's `rounding`, shown once as 'Rounding off' on
 * the invoice, so taxable + tax + rounding is still exactly the rupees paid.
 */
import { JEWELLERY_GST_PERCENT } from '@rmj/contracts';

/** CGST + SGST when the delivery state is the shop's, IGST otherwise. */
export type TaxMode = 'intra-state' | 'inter-state';

/** A line's figures, paise. */
export interface TaxedAmounts {
  /** Tax-inclusive amount before the discount. */
  amount: number;
  /** Share of the promo discount. */
  discount: number;
  /** amount - discount. */
  net: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** net - (taxable + cgst + sgst + igst): the paise the tax's rounding leaves over (may be negative). */
  rounding: number;
}

/** Taxable value and tax of a tax-inclusive amount (paise). */
export function splitInclusive(
  netPaise: number,
  mode: TaxMode,
  discount = 0,
  amount = netPaise + discount,
): TaxedAmounts {
  const rate = JEWELLERY_GST_PERCENT;
  // round(net × 100 / (100 + rate)), half up, in integers.
  const taxable = Math.floor((netPaise * 200 + (100 + rate)) / (2 * (100 + rate)));
  // round(taxable × rate/2 %) and round(taxable × rate %), half up, in integers.
  const half = mode === 'intra-state' ? Math.floor((taxable * rate + 100) / 200) : 0;
  const igst = mode === 'inter-state' ? Math.floor((taxable * rate + 50) / 100) : 0;
  const rounding = netPaise - taxable - 2 * half - igst;
  return { amount, discount, net: netPaise, taxable, cgst: half, sgst: half, igst, rounding };
}

/**
 * Splits `total` over `weights` in proportion, in whole units, the leftover units going to the
 * largest remainders (earlier lines first on a tie): the shares always add up to `total`.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** Adds up figures. */
export function sumAmounts(lines: readonly TaxedAmounts[]): TaxedAmounts {
  const zero: TaxedAmounts = { amount: 0, discount: 0, net: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, rounding: 0 };
  return lines.reduce(
    (acc, l) => ({
      amount: acc.amount + l.amount,
      discount: acc.discount + l.discount,
      net: acc.net + l.net,
      taxable: acc.taxable + l.taxable,
      cgst: acc.cgst + l.cgst,
      sgst: acc.sgst + l.sgst,
      igst: acc.igst + l.igst,
      // Invoices issued before the rounding was shown have none stored.
      rounding: acc.rounding + (l.rounding ?? 0),
    }),
    zero,
  );
}

/** The goods lines (tax-inclusive paise each), the discount and shipping (paise), taxed. */
export function taxInvoice(
  linePaise: readonly number[],
  discountPaise: number,
  shippingPaise: number,
  mode: TaxMode,
): { lines: TaxedAmounts[]; shipping: TaxedAmounts; total: TaxedAmounts } {
  const goods = linePaise.reduce((a, b) => a + b, 0);
  const shares = allocate(Math.min(Math.max(discountPaise, 0), goods), linePaise);
  const lines = linePaise.map((amount, i) => splitInclusive(amount - shares[i], mode, shares[i], amount));
  const shipping = splitInclusive(shippingPaise, mode);
  return { lines, shipping, total: sumAmounts([...lines, shipping]) };
}
