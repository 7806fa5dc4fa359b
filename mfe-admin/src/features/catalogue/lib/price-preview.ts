// The editor's "Price at today's rate": the form's values as @rmj/pricing's piece, priced with the
// rates the back office reads (adminRates), exactly as the catalog prices it. Nothing is worked
// out here: a piece that cannot be priced yet says what is missing.
import {
  basisPointsFromPercent,
  isPurity,
  paiseFromRupees,
  priceBreakup,
  PricingInputError,
  purityLabel,
  rateKey,
  type ByWeightBreakup,
  type ByWeightPiece,
  type MakingCharge,
  type MetalRates,
  type Purity,
} from '@rmj/pricing';
import type { MakingValues, ProductFormValues } from './product-form';

export type PricePreview =
  | { kind: 'breakup'; breakup: ByWeightBreakup }
  /** The purity has no rate today: the piece cannot be bought until the owner sets one. */
  | { kind: 'no-rate'; purity: string }
  /** Not enough typed yet (or a figure the arithmetic refuses): what to fill in. */
  | { kind: 'incomplete'; message: string };

export const PREVIEW_INCOMPLETE =
  'Enter the material, purity, net weight and making charges to see the price at today’s rate.';

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function makingCharge(making: MakingValues | null): MakingCharge | undefined {
  if (!making) return undefined;
  if (making.kind === 'per-gram' && isNumber(making.rupeesPerGram))
    return { kind: 'per-gram', paisePerGram: paiseFromRupees(making.rupeesPerGram) };
  if (making.kind === 'value-addition' && isNumber(making.percent))
    return { kind: 'value-addition', basisPoints: basisPointsFromPercent(making.percent) };
  if (making.kind === 'fixed' && isNumber(making.rupees))
    return { kind: 'fixed', paise: paiseFromRupees(making.rupees) };
  return undefined;
}

/** The piece the form describes, or undefined while something it needs is missing. */
export function pieceOf(values: ProductFormValues): ByWeightPiece | undefined {
  const metal = values.productType.toLowerCase();
  const { fineness, gram } = values;
  if (!isPurity(metal, fineness) || !isNumber(gram) || gram <= 0) return undefined;
  const making = makingCharge(values.making);
  if (!making) return undefined;
  const netWeightMg = Math.round(gram * 1000);
  const stones = values.stones
    .filter((stone) => stone.name.trim() !== '' && isNumber(stone.charge) && stone.charge >= 0)
    .map((stone) => ({
      name: stone.name.trim(),
      ...(isNumber(stone.carat) && stone.carat > 0 ? { weightMilliCarat: Math.round(stone.carat * 1000) } : {}),
      chargePaise: paiseFromRupees(stone.charge as number),
    }));
  const discount = values.makingDiscountPercent;
  return {
    pricing: 'by-weight',
    composition: {
      ...({ metal, fineness } as Purity),
      netWeightMg,
      grossWeightMg:
        isNumber(values.grossGram) && values.grossGram > 0 ? Math.round(values.grossGram * 1000) : netWeightMg,
      stones,
    },
    making,
    ...(isNumber(values.hallmarkingCharge) ? { hallmarkingPaise: paiseFromRupees(values.hallmarkingCharge) } : {}),
    ...(isNumber(discount) && discount > 0
      ? {
          discount: {
            basisPoints: basisPointsFromPercent(discount),
            ...(values.discountOnWhole ? { on: 'whole' as const } : {}),
          },
        }
      : {}),
  };
}

/** The preview of the form's piece at `rates` (paise per gram). */
export function pricePreview(values: ProductFormValues, rates: MetalRates): PricePreview {
  let piece: ByWeightPiece | undefined;
  try {
    piece = pieceOf(values);
  } catch {
    // A figure with more decimals than paise or basis points: the field shows its own message.
    piece = undefined;
  }
  if (!piece) return { kind: 'incomplete', message: PREVIEW_INCOMPLETE };
  if (rates[rateKey(piece.composition)] === undefined)
    return { kind: 'no-rate', purity: purityLabel(piece.composition) };
  try {
    return { kind: 'breakup', breakup: priceBreakup(piece, rates) as ByWeightBreakup };
  } catch (error) {
    if (error instanceof PricingInputError) return { kind: 'incomplete', message: error.problems.join(' ') };
    throw error;
  }
}
