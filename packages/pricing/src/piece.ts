// What a piece is made of and how it is priced: the input of the price arithmetic.
import { isPurity, type Purity } from './metals';
import { BASIS_POINTS, MG_PER_GRAM } from './money';
import { RATE_MAX_PAISE_PER_GRAM } from './rates';

/** A stone set in the piece: charged at its own price, on top of the metal. */
export interface Stone {
  /** What it is: 'Ruby', 'Diamond (VVS, EF)', 'CZ'. */
  name: string;
  /** Its weight in thousandths of a carat (0.25 ct = 250); shown on the bill, not used in the price. */
  weightMilliCarat?: number;
  /** Its charge, paise (before GST). */
  chargePaise: number;
}

/** A metal, its purity and its weights (whole milligrams: the catalogue's grams to 3 decimals). */
export type PieceComposition = Purity & {
  /** Weight of the metal alone, mg (8.450 g = 8450): what the rate and per-gram making apply to. */
  netWeightMg: number;
  /** Weight of the whole piece with its stones, mg; at least the net weight. */
  grossWeightMg: number;
  /** Stones, each charged on its own line. */
  stones?: readonly Stone[];
};

/**
 * Making charges, as Indian jewellers quote them: per gram of net weight, as a percentage of the
 * metal value (value addition or 'VA', what Tamil Nadu bills call wastage), or a fixed amount.
 */
export type MakingCharge =
  | { kind: 'per-gram'; paisePerGram: number }
  | { kind: 'value-addition'; basisPoints: number }
  | { kind: 'fixed'; paise: number };

/** A discount in basis points (10 % = 1000), on the making charges unless `on: 'whole'` (metal, making, stones, hallmarking). */
export interface Discount {
  basisPoints: number;
  on?: 'making' | 'whole';
}

/** Today's kind of piece: one price, GST included, set by the owner. */
export interface FixedPricePiece {
  pricing: 'fixed';
  /** The price, GST included, paise (the catalogue keeps whole rupees). */
  pricePaise: number;
  /** A struck-through earlier price, GST included, paise: what the card's 'N% OFF' is worked from. */
  oldPricePaise?: number;
  /** What it is made of, when recorded (shown, not priced). */
  composition?: PieceComposition;
}

/** A piece priced from its net weight and the day's rate for its purity. */
export interface ByWeightPiece {
  pricing: 'by-weight';
  composition: PieceComposition;
  making: MakingCharge;
  /** BIS hallmarking charge passed on, paise (before GST), when charged. */
  hallmarkingPaise?: number;
  discount?: Discount;
}

export type Piece = FixedPricePiece | ByWeightPiece;

/** Limits of the input: wide for any real piece, and narrow enough that every product stays an exact integer. */
export const PIECE_LIMITS = {
  /** 10 kg. */
  weightMgMax: 10_000 * MG_PER_GRAM,
  /** ₹1,00,00,000 (one crore): a price, a stone's charge, a fixed making charge or a hallmarking charge. */
  amountPaiseMax: 1_000_000_000,
  ratePaisePerGramMax: RATE_MAX_PAISE_PER_GRAM,
  /** Value addition up to 100 % of the metal value. */
  valueAdditionBasisPointsMax: BASIS_POINTS,
  discountBasisPointsMax: BASIS_POINTS,
} as const;

const whole = (n: unknown, min: number, max: number): boolean =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;

function compositionProblems(c: PieceComposition): string[] {
  const problems: string[] = [];
  if (!isPurity(c.metal, c.fineness)) problems.push('Purity must be gold 999, 916, 750 or 585, or silver 999 or 925.');
  if (!whole(c.netWeightMg, 1, PIECE_LIMITS.weightMgMax))
    problems.push('Net weight must be whole milligrams from 0.001 g to 10,000 g.');
  if (!whole(c.grossWeightMg, 1, PIECE_LIMITS.weightMgMax))
    problems.push('Gross weight must be whole milligrams from 0.001 g to 10,000 g.');
  else if (whole(c.netWeightMg, 1, PIECE_LIMITS.weightMgMax) && c.grossWeightMg < c.netWeightMg)
    problems.push('Gross weight cannot be less than the net weight.');
  (c.stones ?? []).forEach((s, i) => {
    if (typeof s.name !== 'string' || s.name.trim() === '') problems.push(`Stone ${i + 1} needs a name.`);
    if (!whole(s.chargePaise, 0, PIECE_LIMITS.amountPaiseMax))
      problems.push(`Stone ${i + 1}'s charge must be whole paise from ₹0 to ₹1,00,00,000.`);
    if (s.weightMilliCarat !== undefined && !whole(s.weightMilliCarat, 1, 10_000_000))
      problems.push(`Stone ${i + 1}'s weight must be whole thousandths of a carat.`);
  });
  return problems;
}

function makingProblems(m: MakingCharge): string[] {
  switch (m?.kind) {
    case 'per-gram':
      return whole(m.paisePerGram, 0, PIECE_LIMITS.ratePaisePerGramMax)
        ? []
        : ['Making charges per gram must be whole paise from ₹0 to ₹1,00,000 a gram.'];
    case 'value-addition':
      return whole(m.basisPoints, 0, PIECE_LIMITS.valueAdditionBasisPointsMax)
        ? []
        : ['Value addition must be from 0 % to 100 % with at most two decimals.'];
    case 'fixed':
      return whole(m.paise, 0, PIECE_LIMITS.amountPaiseMax)
        ? []
        : ['Making charges must be whole paise from ₹0 to ₹1,00,00,000.'];
    default:
      return ['Making charges must be per gram, a value addition percentage or a fixed amount.'];
  }
}

/** What is wrong with a piece's input, one message each (none when it can be priced). */
export function pieceProblems(piece: Piece): string[] {
  if (piece.pricing === 'fixed') {
    const problems: string[] = [];
    if (!whole(piece.pricePaise, 1, PIECE_LIMITS.amountPaiseMax))
      problems.push('Price must be whole paise from ₹0.01 to ₹1,00,00,000.');
    if (piece.oldPricePaise !== undefined && !whole(piece.oldPricePaise, 1, PIECE_LIMITS.amountPaiseMax))
      problems.push('Old price must be whole paise from ₹0.01 to ₹1,00,00,000.');
    return [...problems, ...(piece.composition ? compositionProblems(piece.composition) : [])];
  }
  if (piece.pricing !== 'by-weight') return ['Pricing must be fixed or by weight.'];
  const problems = [...compositionProblems(piece.composition), ...makingProblems(piece.making)];
  if (piece.hallmarkingPaise !== undefined && !whole(piece.hallmarkingPaise, 0, PIECE_LIMITS.amountPaiseMax))
    problems.push('Hallmarking charge must be whole paise from ₹0 to ₹1,00,00,000.');
  if (piece.discount !== undefined) {
    if (!whole(piece.discount.basisPoints, 0, PIECE_LIMITS.discountBasisPointsMax))
      problems.push('Discount must be from 0 % to 100 % with at most two decimals.');
    if (piece.discount.on !== undefined && piece.discount.on !== 'making' && piece.discount.on !== 'whole')
      problems.push('A discount applies to the making charges or to the whole piece.');
  }
  return problems;
}
