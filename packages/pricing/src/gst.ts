// GST on jewellery (HSN 7113): 3 % of the taxable value, as CGST 1.5 % + SGST 1.5 % when the place
// of supply is the shop's state, IGST 3 % otherwise. Making charges, stones and hallmarking are
// part of the one supply of the article and taxed with it at 3 % (CBIC's FAQ on gems and jewellery).
import { divideRounded, multiplyExact, PAISE_PER_RUPEE } from './money';

/** GST rate on jewellery, in percent (CGST + SGST halves, or IGST whole). */
export const JEWELLERY_GST_PERCENT = 3;

/** CGST + SGST when the place of supply is the shop's state, IGST otherwise. */
export type TaxMode = 'intra-state' | 'inter-state';

/** The tax figures of an amount, paise, as an invoice prints them. */
export interface TaxLines {
  taxable: number;
  /** CGST at half the rate (intra-state), else 0. */
  cgst: number;
  /** SGST, always equal to CGST. */
  sgst: number;
  /** IGST at the whole rate (inter-state), else 0. */
  igst: number;
  /** total - (taxable + cgst + sgst + igst): the paise the roundings leave, shown as 'Round off' (may be negative). */
  rounding: number;
}

const RATE = JEWELLERY_GST_PERCENT;

/** GST on a taxable value, as one figure: round(taxable × 3 %), to the paisa, half up. */
export function gstOf(taxablePaise: number): number {
  return divideRounded(multiplyExact(taxablePaise, RATE), 100);
}

/** CGST (= SGST) on a taxable value: round(taxable × 1.5 %), to the paisa, half up. */
export function halfGstOf(taxablePaise: number): number {
  return divideRounded(multiplyExact(taxablePaise, RATE), 200);
}

/**
 * What the shopper pays for a taxable value: taxable × 103 %, rounded to the rupee (50 paise and
 * more up) straight from the exact figure. The same whatever the place of supply, so the price a
 * card shows is the price charged in every state; each way of printing the tax then keeps its
 * round-off within 50 paise either way (see README, "Why the total is rounded from the exact figure").
 */
export function taxInclusiveTotal(taxablePaise: number): number {
  const exact = multiplyExact(taxablePaise, 100 + RATE); // hundredths of a paisa
  return divideRounded(exact, 100 * PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/** The taxable value inside a tax-inclusive amount: round(amount × 100 / 103), to the paisa, half up. */
export function taxableOfInclusive(inclusivePaise: number): number {
  return divideRounded(multiplyExact(inclusivePaise, 100), 100 + RATE);
}

/**
 * The tax lines of a taxable value within a total, for a place of supply: CGST = SGST =
 * round(taxable × 1.5 %) each, or IGST = round(taxable × 3 %); what is left of the total is the
 * rounding line, so taxable + taxes + rounding is the total exactly.
 */
export function taxLines(taxablePaise: number, totalPaise: number, mode: TaxMode): TaxLines {
  const half = mode === 'intra-state' ? halfGstOf(taxablePaise) : 0;
  const igst = mode === 'inter-state' ? gstOf(taxablePaise) : 0;
  return { taxable: taxablePaise, cgst: half, sgst: half, igst, rounding: totalPaise - taxablePaise - 2 * half - igst };
}
