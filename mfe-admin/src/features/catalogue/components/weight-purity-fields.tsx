// The weight and purity fields, drawn where the way of pricing puts them: in the piece's details
// for a fixed price (optional, for the job card), in the by-weight group as net weight and a
// required purity (the purity decides which of today's rates applies).
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PURITY_CHOICES } from '@rmj/contracts';
import { numberOrNull, type ProductFormValues } from '../lib/product-form';
import { FormField } from './form-field';

interface FieldProps {
  form: UseFormReturn<ProductFormValues>;
}

export function WeightField({ form, label, hint }: FieldProps & { label: string; hint: string }): JSX.Element {
  return (
    <FormField label={label} hint={hint} error={form.formState.errors.gram?.message}>
      {(c) => (
        <input
          {...c}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.001}
          {...form.register('gram', { setValueAs: numberOrNull })}
        />
      )}
    </FormField>
  );
}

export function PurityField({ form, required }: FieldProps & { required: boolean }): JSX.Element {
  const metal = form.watch('productType');
  const purities = metal ? PURITY_CHOICES[metal] : [];
  const hint = !metal
    ? 'Choose the material first.'
    : required
      ? "Required: it decides which of today's rates applies."
      : 'Optional; printed on the job card.';
  return (
    <FormField label="Purity" hint={hint} error={form.formState.errors.fineness?.message}>
      {(c) => (
        <select {...c} disabled={!metal} {...form.register('fineness', { setValueAs: numberOrNull })}>
          <option value="">{required ? 'Choose…' : 'Not recorded'}</option>
          {purities.map((choice) => (
            <option key={choice.fineness} value={choice.fineness}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
