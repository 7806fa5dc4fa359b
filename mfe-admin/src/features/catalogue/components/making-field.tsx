// Making charges as the jeweller quotes them: the kind (₹ a gram, value addition % of the metal
// value, or a fixed ₹) and its figure; changing the kind keeps the figure typed.
import type { JSX } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MAKING_KINDS, type MakingKind } from '@rmj/contracts';
import { numberOrNull, type MakingValues, type ProductFormValues } from '../lib/product-form';
import { FormField } from './form-field';

/** How the making charge's kinds read in the form. */
const MAKING_KIND_LABELS: Readonly<Record<MakingKind, string>> = {
  'per-gram': 'Making charges per gram',
  'value-addition': 'Value addition (wastage) %',
  fixed: 'Making charges, fixed',
};

/** The figure's field of each kind, and how its input is labelled. */
const FIGURE: Record<MakingKind, { key: string; label: string; step: number }> = {
  'per-gram': { key: 'rupeesPerGram', label: 'Making charges (₹ a gram)', step: 0.01 },
  'value-addition': { key: 'percent', label: 'Value addition (%)', step: 0.01 },
  fixed: { key: 'rupees', label: 'Making charges (₹)', step: 0.01 },
};

const figureOf = (making: MakingValues | null): number | null =>
  making ? ((making as unknown as Record<string, number | null>)[FIGURE[making.kind].key] ?? null) : null;

const makingOf = (kind: MakingKind | '', figure: number | null): MakingValues | null =>
  kind === '' ? null : ({ kind, [FIGURE[kind].key]: figure } as MakingValues);

export interface MakingFieldProps {
  form: UseFormReturn<ProductFormValues>;
  /** False: shown but not changeable (the owner's after creation). */
  editable: boolean;
}

export function MakingField({ form, editable }: MakingFieldProps): JSX.Element {
  return (
    <Controller
      control={form.control}
      name="making"
      render={({ field, fieldState }) => {
        const making = field.value;
        const errors = fieldState.error as
          ({ message?: string } & Record<string, { message?: string } | undefined>) | undefined;
        const figureError = making ? errors?.[FIGURE[making.kind].key]?.message : undefined;
        return (
          <div className="adm-cat-row">
            <FormField label="Making charges" error={errors?.message}>
              {(c) => (
                <select
                  {...c}
                  value={making?.kind ?? ''}
                  disabled={!editable}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(makingOf(event.target.value as MakingKind, figureOf(making)))}
                >
                  <option value="">Choose…</option>
                  {MAKING_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {MAKING_KIND_LABELS[kind]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {making && (
              <FormField label={FIGURE[making.kind].label} error={figureError}>
                {(c) => (
                  <input
                    {...c}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={FIGURE[making.kind].step}
                    value={figureOf(making) ?? ''}
                    readOnly={!editable}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(makingOf(making.kind, numberOrNull(event.target.value)))}
                  />
                )}
              </FormField>
            )}
          </div>
        );
      }}
    />
  );
}
