// The GST arithmetic of a credit note, in paise: money refunded against a tax invoice reverses part
// of its rows. The refund is spread over what is left of each row (the row less what earlier credit
// notes reversed) in proportion, largest remainder, so the shares add up to the refund exactly; a
// row's share is taxed as the invoice taxed it (taxable = round(share × 100 / 103), CGST + SGST or
// IGST on that). A share that takes all that is left of a row reverses exactly those figures, so the
// credit notes of a fully refunded invoice add up to the invoice, paisa for paisa and head by head.
import type { TaxMode } from './gst';
import { assertWhole } from './money';
import { allocate, splitInclusive, sumAmounts, type TaxedAmounts } from './tax-invoice';

/** What is left of one invoice row after `credited` (earlier credit notes' figures of that row) came off it. */
export function leftOfRow(row: TaxedAmounts, credited: readonly TaxedAmounts[]): TaxedAmounts {
  const off = sumAmounts(credited);
  return {
    amount: row.net - off.net,
    discount: 0,
    net: row.net - off.net,
    taxable: row.taxable - off.taxable,
    cgst: row.cgst - off.cgst,
    sgst: row.sgst - off.sgst,
    igst: row.igst - off.igst,
    rounding: (row.rounding ?? 0) - (off.rounding ?? 0),
  };
}

/**
 * What a credit of `amountPaise` reverses of each row, given what is `left` of each (same order;
 * rows with nothing left get zeros). Positive figures, `amount` = `net` = the row's share, no
 * discount (the discount was allowed on the invoice; the money refunded is what comes off).
 * Throws a RangeError when the amount is more than is left.
 */
export function creditSplit(left: readonly TaxedAmounts[], amountPaise: number, mode: TaxMode): TaxedAmounts[] {
  assertWhole(amountPaise, 'a credit');
  if (amountPaise < 0) throw new RangeError(`a credit cannot be negative: ${amountPaise}`);
  const weights = left.map((row) => Math.max(row.net, 0));
  const available = weights.reduce((a, b) => a + b, 0);
  if (amountPaise > available) throw new RangeError(`a credit of ${amountPaise} is more than the ${available} left`);
  const shares = allocate(amountPaise, weights);
  return shares.map((share, i) => {
    if (share === 0) return splitInclusive(0, mode);
    // All that is left of the row: exactly its remaining figures (the last credit closes the row).
    if (share === left[i].net) return { ...left[i], amount: share, discount: 0, net: share };
    return splitInclusive(share, mode);
  });
}
