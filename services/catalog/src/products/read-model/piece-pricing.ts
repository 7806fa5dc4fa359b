// A stored product's price, worked with @rmj/pricing: a fixed-price piece's stored price with the GST
// inside it, a piece sold by weight from its net weight and the rates in force. The stored `price` of
// a piece sold by weight is only the price when it was last written; every answer prices it again.
import type { MakingChargeWire, PriceBreakupWire, Product as ProductDto, StoneWire } from '@rmj/contracts';
import {
  cardPercentOff,
  priceBreakup,
  PricingInputError,
  purityLabel,
  rateKey,
  type GoldFineness,
  type Piece,
  type PieceComposition,
  type PriceBreakup,
  type RateKey,
  type SilverFineness,
} from '@rmj/pricing';
import type { RatesInForce } from '../../rates/rates-records';

/** The pricing fields of a stored product (absent: a fixed-price piece as before). */
export interface StoredPricing {
  pricingMode?: 'fixed' | 'by-weight' | null;
  price: number;
  oldPrice?: number | null;
  originalPrice?: number;
  discount?: number;
  productType: string;
  /** Net metal weight, grams. */
  gram?: number | null;
  grossGram?: number | null;
  fineness?: number | null;
  making?: MakingChargeWire | null;
  hallmarkingPaise?: number | null;
  makingDiscountBasisPoints?: number | null;
  /** The discount is on the whole piece, not only the making charges (absent: making only). */
  discountOnWhole?: boolean | null;
  stones?: StoneWire[] | null;
  hallmarked?: boolean | null;
}

/** What an answer shows of a piece's price. */
export interface PiecePrice {
  /** Whole rupees, GST included (0 when it cannot be priced). */
  price: number;
  originalPrice: number;
  oldPrice?: number;
  /** The card's whole 'N% OFF'. */
  discount: number;
  breakup?: PriceBreakupWire;
  rate?: { key: RateKey; paisePerGram: number; setAt: string };
  /** Why a piece sold by weight has no price now (no rate for its purity, its input wrong). */
  unpriced?: string;
}

const mg = (grams: number): number => Math.round(grams * 1000);

export const isByWeight = (doc: Pick<StoredPricing, 'pricingMode'>): boolean => doc.pricingMode === 'by-weight';

/** The metal, purity and weights of a piece, when all are recorded. */
function compositionOf(doc: StoredPricing): PieceComposition | undefined {
  if (doc.gram == null || doc.fineness == null) return undefined;
  const net = mg(doc.gram);
  const gross = doc.grossGram != null ? mg(doc.grossGram) : net;
  const stones = (doc.stones ?? []).map((s) => ({ ...s }));
  const purity =
    doc.productType === 'Gold'
      ? { metal: 'gold' as const, fineness: doc.fineness as GoldFineness }
      : { metal: 'silver' as const, fineness: doc.fineness as SilverFineness };
  return { ...purity, netWeightMg: net, grossWeightMg: gross, ...(stones.length > 0 ? { stones } : {}) };
}

/** The @rmj/pricing piece of a stored product sold by weight (null when its weight or purity is missing). */
export function byWeightPiece(doc: StoredPricing): Piece | null {
  const composition = compositionOf(doc);
  if (!composition || !doc.making) return null;
  const discount = doc.makingDiscountBasisPoints ?? 0;
  return {
    pricing: 'by-weight',
    composition,
    making: doc.making,
    ...(doc.hallmarkingPaise ? { hallmarkingPaise: doc.hallmarkingPaise } : {}),
    ...(discount > 0
      ? { discount: { basisPoints: discount, ...(doc.discountOnWhole ? { on: 'whole' as const } : {}) } }
      : {}),
  };
}

/** The wire form of a breakup (contracts' priceBreakupSchema). */
export function breakupToWire(b: PriceBreakup): PriceBreakupWire {
  const totals = {
    taxable: b.taxable,
    gst: b.gst,
    roundOff: b.roundOff,
    total: b.total,
    totalBeforeDiscount: b.totalBeforeDiscount,
  };
  if (b.pricing === 'fixed') return { pricing: 'fixed', ...totals };
  return {
    pricing: 'by-weight',
    purity: b.purity,
    rateKey: rateKey(b.composition),
    netWeightMg: b.composition.netWeightMg,
    grossWeightMg: b.composition.grossWeightMg,
    ratePaisePerGram: b.ratePaisePerGram,
    metalValue: b.metalValue,
    making: { charge: b.making.charge, amount: b.making.amount },
    discount: {
      ...(b.discount.rule ? { basisPoints: b.discount.rule.basisPoints } : {}),
      on: b.discount.on,
      amount: b.discount.amount,
    },
    stones: b.stones.map((s) => ({ ...s })),
    stonesValue: b.stonesValue,
    hallmarking: b.hallmarking,
    ...totals,
  };
}

const rupees = (paise: number): number => Math.round(paise / 100);

/** The message staff see for a piece sold by weight that cannot be priced now. */
export function unpricedReason(doc: StoredPricing, rates: RatesInForce): string {
  const composition = compositionOf(doc);
  if (!composition) return 'A piece priced by weight needs its net weight and purity.';
  if (!doc.making) return 'A piece priced by weight needs its making charges.';
  if (rates.rates[rateKey(composition)] === undefined)
    return `There is no rate today for ${purityLabel(composition)}: set today's ${composition.metal} rate first.`;
  return 'This piece cannot be priced.';
}

/** The price an answer shows, at `rates` (the rates in force). */
export function priceOf(doc: StoredPricing, rates: RatesInForce): PiecePrice {
  if (!isByWeight(doc)) {
    // As stored (the discount was worked from the old price when it was set).
    const oldPrice = doc.oldPrice ?? undefined;
    const shown: PiecePrice = {
      price: doc.price,
      originalPrice: doc.originalPrice ?? doc.price,
      ...(oldPrice != null ? { oldPrice } : {}),
      discount: doc.discount ?? 0,
    };
    try {
      const b = priceBreakup({
        pricing: 'fixed',
        pricePaise: doc.price * 100,
        ...(oldPrice != null ? { oldPricePaise: oldPrice * 100 } : {}),
      });
      shown.breakup = breakupToWire(b);
    } catch (error) {
      // A legacy piece without a price (0) has no breakup; it is shown as stored.
      if (!(error instanceof PricingInputError)) throw error;
    }
    return shown;
  }
  const piece = byWeightPiece(doc);
  const unpriced = (reason: string): PiecePrice => ({ price: 0, originalPrice: 0, discount: 0, unpriced: reason });
  if (!piece || piece.pricing !== 'by-weight') return unpriced(unpricedReason(doc, rates));
  let b: PriceBreakup;
  try {
    b = priceBreakup(piece, rates.rates);
    if (b.pricing !== 'by-weight') throw new Error('a piece sold by weight was priced as fixed');
  } catch (error) {
    if (!(error instanceof PricingInputError)) throw error;
    return unpriced(rates.rates[rateKey(piece.composition)] === undefined ? unpricedReason(doc, rates) : error.message);
  }
  const price = rupees(b.total);
  const before = rupees(b.totalBeforeDiscount);
  const wire = breakupToWire(b);
  return {
    price,
    originalPrice: before,
    ...(before > price ? { oldPrice: before } : {}),
    discount: cardPercentOff(b),
    breakup: wire,
    rate: { key: rateKey(piece.composition), paisePerGram: b.ratePaisePerGram, setAt: rates.setAt ?? '' },
  };
}

/** The pricing fields a product answer adds (contracts' productPricingFields). */
export function pricingFieldsOf(doc: StoredPricing, priced: PiecePrice): Partial<ProductDto> {
  const out: Partial<ProductDto> = { pricingMode: isByWeight(doc) ? 'by-weight' : 'fixed' };
  if (doc.grossGram != null) out.grossGram = doc.grossGram;
  if (doc.stones && doc.stones.length > 0) out.stones = doc.stones.map((s) => ({ ...s }));
  if (doc.hallmarked != null) out.hallmarked = doc.hallmarked;
  if (priced.breakup) out.breakup = priced.breakup;
  if (priced.rate) out.rate = priced.rate;
  return out;
}
