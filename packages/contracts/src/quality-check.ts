// Quality check of made-to-order hallmarked pieces: when an order with hallmarked pieces that have
// no HUID yet moves to Quality check, staff give each such piece its HUID (as BIS marked it) and
// its actual net weight. The price charged never changes; a piece more than 2 % lighter than it was
// priced at needs the owner's decision (with a reason) before it may go on.
import { z } from 'zod';
import { huidSchema } from './metal-pricing';
import type { PricedLine } from './orders';

/** How much lighter than priced a piece may be without the owner's decision: 2 % (basis points). */
export const QC_WEIGHT_TOLERANCE_BASIS_POINTS = 200;

/** Net weights as typed: grams with up to 3 decimals (milligrams), a piece at most 10 kg. */
export const QC_WEIGHT_MESSAGE = 'Enter the actual net weight in grams, up to 3 decimals (for example 4.215).';

/** One piece's HUID and weight. */
export const qualityCheckPieceSchema = z.strictObject({
  /** Index of the line in the order. */
  line: z.number().int().min(0).max(49),
  /** Index of the piece among the line's pieces (0 for the first). */
  piece: z.number().int().min(0).max(98),
  huid: huidSchema,
  /** Actual net weight, milligrams. */
  actualNetWeightMg: z
    .number({ error: QC_WEIGHT_MESSAGE })
    .int(QC_WEIGHT_MESSAGE)
    .positive(QC_WEIGHT_MESSAGE)
    .max(10_000_000, QC_WEIGHT_MESSAGE),
});
export type QualityCheckPiece = z.infer<typeof qualityCheckPieceSchema>;

/** Sent with the move to Quality check when the order has hallmarked pieces without a HUID. */
export const qualityCheckInputSchema = z.strictObject({
  pieces: z.array(qualityCheckPieceSchema).max(200),
  /**
   * The owner's reason for letting pieces more than 2 % lighter than priced go on (owner only):
   * the shopper gets less metal than paid for, so it is a decision, recorded with the move.
   */
  weightOverrideReason: z
    .string()
    .trim()
    .min(1, 'Give the reason for accepting the lighter piece.')
    .max(300)
    .optional(),
});
export type QualityCheckInput = z.infer<typeof qualityCheckInputSchema>;

/** What the move to Quality check recorded (in the order's history, with who and when). */
export const qualityCheckRecordSchema = z.object({
  pieces: z.array(
    z.object({
      line: z.number().int(),
      piece: z.number().int(),
      huid: z.string(),
      actualNetWeightMg: z.number().int(),
      /** The net weight the piece was priced at, mg, when known. */
      pricedNetWeightMg: z.number().int().optional(),
    }),
  ),
  /** The owner's reason, when a piece more than 2 % lighter was accepted. */
  weightOverrideReason: z.string().optional(),
});
export type QualityCheckRecord = z.infer<typeof qualityCheckRecordSchema>;

export const qualityCheckMessages = {
  missing: 'Enter the HUID and actual net weight of every hallmarked piece before Quality check.',
  duplicate: (huid: string) => `HUID ${huid} is entered for two pieces. Each piece has its own HUID.`,
  unknownPiece: 'One of the pieces does not need a HUID here. Reload the order and try again.',
  overrideOwnerOnly: 'Only the owner may accept a piece more than 2 % lighter than it was priced at.',
} as const;

/** A piece more than 2 % lighter than priced, in the words the dialog shows beside its weight. */
export function tooLightMessage(actualMg: number, pricedMg: number): string {
  const g = (mg: number) => (mg / 1000).toFixed(3);
  return `${g(actualMg)} g is more than 2 % below the ${g(pricedMg)} g this piece was priced at. The owner may accept it with a reason.`;
}

/** True when `actualMg` is more than the tolerance below `pricedMg`. */
export function isTooLight(actualMg: number, pricedMg: number): boolean {
  return actualMg * 10_000 < pricedMg * (10_000 - QC_WEIGHT_TOLERANCE_BASIS_POINTS);
}

/** One piece that needs its HUID and weight at Quality check. */
export interface PieceToCheck {
  line: number;
  piece: number;
  name: string;
  /** The net weight the piece was priced at, mg, when known (by weight: the breakup's; fixed: the catalogue's gram). */
  pricedNetWeightMg?: number;
}

/**
 * The pieces of an order that need a HUID and weight: of each hallmarked line (its pricing record
 * carries `huids`, empty until known), the pieces beyond the HUIDs it has.
 */
export function piecesToCheck(
  lines: readonly Pick<PricedLine, 'name' | 'quantity' | 'pricingRecord' | 'make'>[],
): PieceToCheck[] {
  return lines.flatMap((line, index) => {
    const huids = line.pricingRecord?.huids;
    if (!huids) return [];
    const breakup = line.pricingRecord?.breakup;
    const priced =
      breakup?.pricing === 'by-weight'
        ? breakup.netWeightMg
        : line.make?.gram != null
          ? Math.round(line.make.gram * 1000)
          : undefined;
    return Array.from({ length: Math.max(0, line.quantity - huids.length) }, (_, i) => ({
      line: index,
      piece: huids.length + i,
      name: line.name,
      ...(priced ? { pricedNetWeightMg: priced } : {}),
    }));
  });
}
