// A piece's price and its breakup, worked once for the product page, the card, the cart, the
// quote and the invoice. Order of work (each step rounded to the paisa, half up, before the next):
// metal value, making, discount, stones, hallmarking → taxable value → GST → total to the rupee.
import { gstOf, taxableOfInclusive, taxInclusiveTotal, taxLines, type TaxLines, type TaxMode } from './gst';
import { purityLabel } from './metals';
import { BASIS_POINTS, divideRounded, MG_PER_GRAM, multiplyExact } from './money';
import {
  pieceProblems,
  type ByWeightPiece,
  type Discount,
  type MakingCharge,
  type Piece,
  type PieceComposition,
  type Stone,
} from './piece';
import { RATE_MAX_PAISE_PER_GRAM, rateOf, type MetalRates } from './rates';

/** The figures every breakup ends with, paise. */
export interface BreakupTotals {
  /** What GST is charged on. */
  taxable: number;
  /** GST 3 % of the taxable value, one figure (split by place of supply with `invoiceTaxes`). */
  gst: number;
  /** total - (taxable + gst): within 50 paise either way by weight, a paisa for a fixed price. */
  roundOff: number;
  /** What the shopper pays, GST included: whole rupees by weight, the set price when fixed. */
  total: number;
  /** The total without the discount (by weight) or the old price (fixed): the struck-through price, when above `total`. */
  totalBeforeDiscount: number;
}

/** The breakup of a piece priced by weight, paise. */
export interface ByWeightBreakup extends BreakupTotals {
  pricing: 'by-weight';
  composition: PieceComposition;
  /** '22K916', 'Silver 925'. */
  purity: string;
  /** The day's rate used, paise per gram. */
  ratePaisePerGram: number;
  /** round(net weight in g × rate). */
  metalValue: number;
  making: { charge: MakingCharge; amount: number };
  /** Taken off before GST; 0 without one. */
  discount: { rule?: Discount; on: 'making' | 'whole'; amount: number };
  stones: readonly Stone[];
  stonesValue: number;
  hallmarking: number;
}

/** The breakup of a fixed-price piece: the taxable value and GST inside its price, paise. */
export interface FixedPriceBreakup extends BreakupTotals {
  pricing: 'fixed';
  composition?: PieceComposition;
}

export type PriceBreakup = ByWeightBreakup | FixedPriceBreakup;

/** A piece that cannot be priced: what is wrong, one message each. */
export class PricingInputError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join(' '));
    this.name = 'PricingInputError';
  }
}

/** round(weight in g × paise per gram), to the paisa. */
export function valueOfWeight(weightMg: number, paisePerGram: number): number {
  return divideRounded(multiplyExact(weightMg, paisePerGram), MG_PER_GRAM);
}

/** round(amount × basis points / 10,000), to the paisa. */
export function percentOfAmount(amountPaise: number, basisPoints: number): number {
  return divideRounded(multiplyExact(amountPaise, basisPoints), BASIS_POINTS);
}

/** The making charge of a piece whose metal value is known. */
export function makingAmount(making: MakingCharge, netWeightMg: number, metalValuePaise: number): number {
  switch (making.kind) {
    case 'per-gram':
      return valueOfWeight(netWeightMg, making.paisePerGram);
    case 'value-addition':
      return percentOfAmount(metalValuePaise, making.basisPoints);
    case 'fixed':
      return making.paise;
  }
}

function byWeight(piece: ByWeightPiece, rates: MetalRates): ByWeightBreakup {
  const { composition: c } = piece;
  const rate = rateOf(rates, c);
  if (rate === undefined) throw new PricingInputError([`There is no rate today for ${purityLabel(c)}.`]);
  if (!Number.isSafeInteger(rate) || rate <= 0 || rate > RATE_MAX_PAISE_PER_GRAM)
    throw new PricingInputError([`The rate for ${purityLabel(c)} must be whole paise from ₹0.01 to ₹1,00,000 a gram.`]);
  const metalValue = valueOfWeight(c.netWeightMg, rate);
  const making = makingAmount(piece.making, c.netWeightMg, metalValue);
  const stones = c.stones ?? [];
  const stonesValue = stones.reduce((sum, s) => sum + s.chargePaise, 0);
  const hallmarking = piece.hallmarkingPaise ?? 0;
  const beforeDiscount = metalValue + making + stonesValue + hallmarking;
  const on = piece.discount?.on ?? 'making';
  const discount = piece.discount
    ? percentOfAmount(on === 'whole' ? beforeDiscount : making, piece.discount.basisPoints)
    : 0;
  const taxable = beforeDiscount - discount;
  const total = taxInclusiveTotal(taxable);
  const gst = gstOf(taxable);
  return {
    pricing: 'by-weight',
    composition: c,
    purity: purityLabel(c),
    ratePaisePerGram: rate,
    metalValue,
    making: { charge: piece.making, amount: making },
    discount: { ...(piece.discount ? { rule: piece.discount } : {}), on, amount: discount },
    stones,
    stonesValue,
    hallmarking,
    taxable,
    gst,
    roundOff: total - taxable - gst,
    total,
    totalBeforeDiscount: discount > 0 ? taxInclusiveTotal(beforeDiscount) : total,
  };
}

function fixed(piece: Extract<Piece, { pricing: 'fixed' }>): FixedPriceBreakup {
  const total = piece.pricePaise;
  const taxable = taxableOfInclusive(total);
  const gst = gstOf(taxable);
  return {
    pricing: 'fixed',
    ...(piece.composition ? { composition: piece.composition } : {}),
    taxable,
    gst,
    roundOff: total - taxable - gst,
    total,
    totalBeforeDiscount: Math.max(piece.oldPricePaise ?? total, total),
  };
}

/**
 * A piece's price and breakup. By weight it needs the day's rate for its purity; a fixed-price
 * piece needs no rates. Throws PricingInputError (with every problem) for input it cannot price.
 */
export function priceBreakup(piece: Piece, rates: MetalRates = {}): PriceBreakup {
  const problems = pieceProblems(piece);
  if (problems.length > 0) throw new PricingInputError(problems);
  return piece.pricing === 'by-weight' ? byWeight(piece, rates) : fixed(piece);
}

/**
 * The tax lines an invoice prints for a breakup, by place of supply: CGST = SGST =
 * round(taxable × 1.5 %) within the state, IGST = round(taxable × 3 %) otherwise, and the round-off
 * that makes them add up to the total (within 50 paise either way).
 */
export function invoiceTaxes(breakup: BreakupTotals, mode: TaxMode): TaxLines {
  return taxLines(breakup.taxable, breakup.total, mode);
}
