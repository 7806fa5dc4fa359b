// @rmj/pricing: the price arithmetic of a piece and the tax split of invoices, in integer paise.
// No dependencies and no side effects: bundlers keep only what a page imports.
export {
  assertWhole,
  basisPointsFromPercent,
  BASIS_POINTS,
  divideRounded,
  MG_PER_GRAM,
  multiplyExact,
  paiseFromRupees,
  PAISE_PER_RUPEE,
  roundToRupee,
} from './money';
export {
  BASE_FINENESS,
  GOLD_FINENESSES,
  GOLD_KARAT,
  isPurity,
  PURITIES,
  purityLabel,
  rateKey,
  SILVER_FINENESSES,
  type GoldFineness,
  type Metal,
  type Purity,
  type RateKey,
  type SilverFineness,
} from './metals';
export { deriveRate, RATE_MAX_PAISE_PER_GRAM, rateOf, withDerivedRates, type MetalRates } from './rates';
export {
  gstOf,
  halfGstOf,
  JEWELLERY_GST_PERCENT,
  taxableOfInclusive,
  taxInclusiveTotal,
  taxLines,
  type TaxLines,
  type TaxMode,
} from './gst';
export { allocate, splitInclusive, sumAmounts, taxInvoice, type TaxedAmounts } from './tax-invoice';
export { creditSplit, leftOfRow } from './credit-note';
export {
  PIECE_LIMITS,
  pieceProblems,
  type ByWeightPiece,
  type Discount,
  type FixedPricePiece,
  type MakingCharge,
  type Piece,
  type PieceComposition,
  type Stone,
} from './piece';
export {
  invoiceTaxes,
  makingAmount,
  percentOfAmount,
  priceBreakup,
  PricingInputError,
  valueOfWeight,
  type BreakupTotals,
  type ByWeightBreakup,
  type FixedPriceBreakup,
  type PriceBreakup,
} from './breakup';
export { cardPercentOff, percentOff } from './percent-off';
