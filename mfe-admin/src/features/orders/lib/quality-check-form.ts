// The Quality check form's values and checks: per piece still without a HUID, its HUID (the
// contract's shape) and actual net weight in grams (up to 3 decimals), a piece more than 2 % lighter
// than it was priced at refused beside its weight unless the owner gives a reason. The server
// checks all of it again; its per-field answers land beside the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  huidSchema,
  HUID_MESSAGE,
  isTooLight,
  QC_WEIGHT_MESSAGE,
  tooLightMessage,
  type PieceToCheck,
  type QualityCheckInput,
} from '@rmj/contracts';

export const QC_FORM_MESSAGES = {
  huid: HUID_MESSAGE,
  weight: QC_WEIGHT_MESSAGE,
  reason: 'Give the reason for accepting the lighter piece.',
} as const;

/** Grams as typed (4.215) → milligrams, or undefined when it is not a weight. */
export function gramsToMg(typed: string): number | undefined {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(text)) return undefined;
  const mg = Math.round(Number(text) * 1000);
  return mg > 0 ? mg : undefined;
}

/** What the form holds: one HUID and weight per piece, in the order of `pieces`, and the owner's reason. */
export interface QualityCheckFormValues {
  pieces: Array<{ huid: string; weight: string }>;
  reason: string;
}

export const emptyQualityCheckForm = (pieces: PieceToCheck[]): QualityCheckFormValues => ({
  pieces: pieces.map(() => ({ huid: '', weight: '' })),
  reason: '',
});

/** The form's checks for these pieces; `owner`: a reason lets a lighter piece through. */
export function qualityCheckFormSchema(pieces: PieceToCheck[], owner: boolean) {
  return z
    .object({
      pieces: z.array(z.object({ huid: z.string(), weight: z.string() })),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.pieces.forEach((value, i) => {
        const huid = huidSchema.safeParse(value.huid);
        if (!huid.success)
          ctx.addIssue({ code: 'custom', path: ['pieces', i, 'huid'], message: QC_FORM_MESSAGES.huid });
        else if (seen.has(huid.data))
          ctx.addIssue({
            code: 'custom',
            path: ['pieces', i, 'huid'],
            message: `HUID ${huid.data} is entered for two pieces. Each piece has its own HUID.`,
          });
        else seen.add(huid.data);
        const mg = gramsToMg(value.weight);
        if (mg === undefined) {
          ctx.addIssue({ code: 'custom', path: ['pieces', i, 'weight'], message: QC_FORM_MESSAGES.weight });
          return;
        }
        const priced = pieces[i]?.pricedNetWeightMg;
        if (priced && isTooLight(mg, priced) && !(owner && values.reason.trim()))
          ctx.addIssue({ code: 'custom', path: ['pieces', i, 'weight'], message: tooLightMessage(mg, priced) });
      });
    });
}

export const qualityCheckFormResolver = (pieces: PieceToCheck[], owner: boolean) =>
  zodResolver(qualityCheckFormSchema(pieces, owner));

/** The body's `qualityCheck` from checked values; the reason only when some piece needs it. */
export function toQualityCheckInput(values: QualityCheckFormValues, pieces: PieceToCheck[]): QualityCheckInput {
  const checked = pieces.map((piece, i) => ({
    line: piece.line,
    piece: piece.piece,
    huid: values.pieces[i].huid.trim().toUpperCase(),
    actualNetWeightMg: gramsToMg(values.pieces[i].weight) as number,
  }));
  const light = checked.some((p, i) => {
    const priced = pieces[i].pricedNetWeightMg;
    return priced !== undefined && isTooLight(p.actualNetWeightMg, priced);
  });
  const reason = values.reason.trim();
  return { pieces: checked, ...(light && reason ? { weightOverrideReason: reason } : {}) };
}

/** The form field a server issue names (`qualityCheck.pieces.1.huid` → `pieces.1.huid`), if any. */
export function fieldOfIssue(field: string): `pieces.${number}.huid` | `pieces.${number}.weight` | undefined {
  const match = /^qualityCheck\.pieces\.(\d+)\.(huid|actualNetWeightMg)$/.exec(field);
  if (!match) return undefined;
  return match[2] === 'huid' ? `pieces.${Number(match[1])}.huid` : `pieces.${Number(match[1])}.weight`;
}
