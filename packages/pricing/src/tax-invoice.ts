// The GST arithmetic of a tax-inclusive invoice, in paise. Every line's amount is what the shopper
// paid for it, tax included; a promo discount is spread over the goods lines (largest remainder,
// so the shares add up to the discount exactly) and shipping is its own line. Each line's taxable
// value = round(net × 100 / 103); its tax is worked from the taxable value at the rate, as an
// Indian invoice shows it and a reader checks it: CGST = SGST = round(taxable × 1.5 %) within the
// state (two equal halves), IGST = round(taxable × 3 %) otherwise. What those roundings leave (a
// paisa either way per line) is the line's `rounding`, shown once as 'Rounding off', so taxable +
// tax + rounding is still exactly what was paid.
import { taxableOfInclusive, taxLines, type TaxLines, type TaxMode } from './gst';
import { assertWhole } from './money';

/** A line's figures, paise. */
export interface TaxedAmounts extends TaxLines {
  /** Tax-inclusive amount before the discount. */
  amount: number;
  /** Share of the promo discount. */
  discount: number;
  /** amount - discount. */
  net: number;
}

/** Taxable value and tax of a tax-inclusive amount (paise). */
export function splitInclusive(
  netPaise: number,
  mode: TaxMode,
  discount = 0,
  amount = netPaise + discount,
): TaxedAmounts {
  return { amount, discount, net: netPaise, ...taxLines(taxableOfInclusive(netPaise), netPaise, mode) };
}

/**
 * Splits `total` over `weights` in proportion, in whole units, the leftover units going to the
 * largest remainders (earlier lines first on a tie): the shares always add up to `total`. Worked
 * in BigInt, so the remainders are compared exactly however large the amounts.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  assertWhole(total, 'an amount to allocate');
  weights.forEach((w) => assertWhole(w, 'a weight'));
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((w, i) => {
    const scaled = bigTotal * BigInt(w);
    return { i, share: scaled / bigSum, rest: scaled % bigSum };
  });
  let left = bigTotal - parts.reduce((a, p) => a + p.share, 0n);
  const order = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const part of order) {
    if (left <= 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.share));
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
