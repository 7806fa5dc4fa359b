// The move to Quality check of an order with made-to-order hallmarked pieces: each piece's HUID and
// actual net weight, checked beside each field (the server's refusals land there too); the owner
// may accept a piece more than 2 % lighter than priced with a reason. One column at 320 px.
import { useEffect, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import type { PieceToCheck, QualityCheckInput } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import {
  emptyQualityCheckForm,
  fieldOfIssue,
  qualityCheckFormResolver,
  toQualityCheckInput,
  type QualityCheckFormValues,
} from '../lib/quality-check-form';
import { SubformButtons } from './subform-buttons';

export interface QualityCheckFormProps {
  pieces: PieceToCheck[];
  /** The owner may accept a lighter piece with a reason. */
  owner: boolean;
  /** Sends the move; resolves to the server's per-field issues when it refused with some. */
  onCheck: (input: QualityCheckInput) => Promise<Array<{ field: string; message: string }> | undefined>;
  onClose: () => void;
  busy: boolean;
}

const grams = (mg: number) => (mg / 1000).toFixed(3);

export function QualityCheckForm({ pieces, owner, onCheck, onClose, busy }: QualityCheckFormProps): JSX.Element {
  const { register, handleSubmit, formState, setFocus, setError } = useForm<QualityCheckFormValues>({
    resolver: qualityCheckFormResolver(pieces, owner),
    defaultValues: emptyQualityCheckForm(pieces),
  });
  const { errors } = formState;
  useEffect(() => setFocus('pieces.0.huid'), [setFocus]);

  const submit = async (values: QualityCheckFormValues) => {
    const issues = await onCheck(toQualityCheckInput(values, pieces));
    for (const issue of issues ?? []) {
      const field = fieldOfIssue(issue.field);
      if (field) setError(field, { message: issue.message });
    }
  };

  return (
    <form
      className="adm-form adm-ord-subform adm-ord-qc"
      aria-label="Quality check"
      noValidate
      onSubmit={handleSubmit(submit)}
    >
      <p className="adm-ord-hint">
        Hallmarked pieces made for this order: enter each one&rsquo;s HUID as marked and its actual net weight. The
        price charged does not change.
      </p>
      {pieces.map((piece, i) => {
        const name = `${piece.name}, piece ${piece.piece + 1}`;
        return (
          <fieldset key={`${piece.line}-${piece.piece}`} className="adm-ord-qc-piece">
            <legend>{name}</legend>
            <FormField label={`HUID of ${name}`} error={errors.pieces?.[i]?.huid?.message}>
              {(control) => (
                <input
                  {...control}
                  {...register(`pieces.${i}.huid`)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={6}
                />
              )}
            </FormField>
            <FormField
              label={`Actual net weight of ${name} (g)`}
              hint={piece.pricedNetWeightMg ? `Priced at ${grams(piece.pricedNetWeightMg)} g` : undefined}
              error={errors.pieces?.[i]?.weight?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`pieces.${i}.weight`)}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={9}
                />
              )}
            </FormField>
          </fieldset>
        );
      })}
      {owner && (
        <FormField
          label="Reason for accepting a lighter piece (owner only)"
          hint="Only needed when a piece is more than 2 % lighter than it was priced at."
          error={errors.reason?.message}
        >
          {(control) => <textarea {...control} {...register('reason')} rows={2} maxLength={300} />}
        </FormField>
      )}
      <SubformButtons label="Move to Quality check" busyLabel="Recording…" busy={busy} onClose={onClose} />
    </form>
  );
}
