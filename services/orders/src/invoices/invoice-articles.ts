/**
 * The articles of a tax invoice priced by weight. India's hallmarking rules want the bill to list
 * each hallmarked article with its HUID, purity, net weight, rate, metal value, making, stones and
 * hallmarking charges: so a line of 3 pieces is 3 articles, each with its own HUID, every figure
 * from the breakup per piece the order line recorded when it was priced (never worked again here).
 */
import { JEWELLERY_HSN, type MakingChargeWire, type PriceBreakupWire, type PricedLine } from '@rmj/contracts';
import { paiseFromRupees, taxableOfInclusive, taxLines, type TaxedAmounts, type TaxMode } from '@rmj/pricing';

export type ByWeightBreakupWire = Extract<PriceBreakupWire, { pricing: 'by-weight' }>;

/** A stone as the invoice prints it. */
export interface InvoiceStone {
  name: string;
  /** Thousandths of a carat, when recorded. */
  weightMilliCarat?: number;
  /** Before GST, paise. */
  chargePaise: number;
}

/**
 * One article (one piece) priced by weight, paise. Its row adds up: metalValue + making + stonesValue
 * + hallmarking - pieceDiscount - promoTaxable = taxable; taxable + taxes + rounding = net.
 */
export interface InvoiceArticle extends TaxedAmounts {
  description: string;
  hsn: string;
  /** '22K916', 'Silver 925'. */
  purity: string;
  /** The net weight it was priced at, mg. */
  netWeightMg: number;
  grossWeightMg: number;
  /** The net weight weighed at hallmarking (Quality check), mg, when recorded and different. */
  actualNetWeightMg?: number;
  /** Sold hallmarked (the line records HUIDs). */
  hallmarked: boolean;
  /** Its HUID, when known. */
  huid?: string;
  /** The day's rate used, paise per gram. */
  ratePaisePerGram: number;
  /** When that rate was set, ISO 8601. */
  rateSetAt?: string;
  metalValue: number;
  makingCharge: MakingChargeWire;
  making: number;
  stones: InvoiceStone[];
  stonesValue: number;
  hallmarking: number;
  /** The shop's own discount on the piece (on making, or the whole), before GST. */
  pieceDiscount: number;
  /** Its rate, basis points, when recorded. */
  discountBasisPoints?: number;
  /** What it was taken off. */
  discountOn: 'making' | 'whole';
  /** The taxable part of the article's share of a promo discount (`discount` is the share incl. GST). */
  promoTaxable: number;
}

/**
 * The by-weight breakup of a line, when the invoice can print it article by article: the breakup
 * must add up and be the price charged for each piece. Anything else (an older order, a fixed price,
 * a record that does not match what was charged) is printed as today, one row at its price incl. GST,
 * so an invoice never shows figures that do not add up to the money taken.
 */
export function byWeightBreakupOf(line: PricedLine): ByWeightBreakupWire | undefined {
  const b = line.pricingRecord?.breakup;
  if (!b || b.pricing !== 'by-weight') return undefined;
  const builtUp = b.metalValue + b.making.amount + b.stonesValue + b.hallmarking - b.discount.amount;
  const charged = paiseFromRupees(line.price);
  if (builtUp !== b.taxable || b.total !== charged || line.total !== line.price * line.quantity) return undefined;
  return b;
}

/**
 * The article that is piece `piece` of `line`, with its `share` of a promo discount (paise, GST
 * included). Without a share its taxes are `invoiceTaxes(breakup, mode)` of @rmj/pricing; with one,
 * the share's taxable part comes off the taxable value and the tax is worked on what is left, so the
 * piece keeps its own round-off.
 */
export function articleOf(
  line: PricedLine,
  breakup: ByWeightBreakupWire,
  piece: number,
  share: number,
  mode: TaxMode,
  description: string,
): InvoiceArticle {
  const record = line.pricingRecord;
  const promoTaxable = Math.min(taxableOfInclusive(share), breakup.taxable);
  const taxable = breakup.taxable - promoTaxable;
  const net = breakup.total - share;
  const huid = record?.huids?.[piece];
  const actual = record?.actualNetWeightMg;
  const of = line.quantity > 1 ? ` (piece ${piece + 1} of ${line.quantity})` : '';
  return {
    description: `${description}${of}`,
    hsn: JEWELLERY_HSN,
    purity: breakup.purity,
    netWeightMg: breakup.netWeightMg,
    grossWeightMg: breakup.grossWeightMg,
    ...(actual !== undefined && actual !== breakup.netWeightMg ? { actualNetWeightMg: actual } : {}),
    hallmarked: record?.huids !== undefined,
    ...(huid ? { huid } : {}),
    ratePaisePerGram: breakup.ratePaisePerGram,
    ...(record?.rateSetAt ? { rateSetAt: record.rateSetAt } : {}),
    metalValue: breakup.metalValue,
    makingCharge: breakup.making.charge,
    making: breakup.making.amount,
    stones: breakup.stones.map((s) => ({
      name: s.name,
      ...(s.weightMilliCarat !== undefined ? { weightMilliCarat: s.weightMilliCarat } : {}),
      chargePaise: s.chargePaise,
    })),
    stonesValue: breakup.stonesValue,
    hallmarking: breakup.hallmarking,
    pieceDiscount: breakup.discount.amount,
    ...(breakup.discount.basisPoints ? { discountBasisPoints: breakup.discount.basisPoints } : {}),
    discountOn: breakup.discount.on,
    promoTaxable,
    amount: breakup.total,
    discount: share,
    net,
    ...taxLines(taxable, net, mode),
  };
}
