// The fields of a piece priced by weight: net and gross weight, purity, making charges,
// hallmarking charge, the discount on making (or, ticked, on the whole piece), and the stones set in it. After creation the
// charges and the discount are the owner's, like a fixed price (the catalog refuses anyone else's).
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { numberOrNull, type ProductFormValues } from '../lib/product-form';
import { FormField } from './form-field';
import { MakingField } from './making-field';
import { StonesField } from './stones-field';
import { PurityField, WeightField } from './weight-purity-fields';

export interface ByWeightFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  /** False: making charges, hallmarking charge and the discount are read-only (the owner's, as the price is). */
  canEditCharges: boolean;
}

const decimal = (step: number) => ({ type: 'number', inputMode: 'decimal' as const, min: 0, step });

export function ByWeightFields({ form, canEditCharges }: ByWeightFieldsProps): JSX.Element {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <div className="adm-cat-by-weight">
      <div className="adm-cat-row">
        <WeightField form={form} label="Net weight (grams)" hint="The metal alone: the rate applies to it." />
        <FormField
          label="Gross weight (grams)"
          hint="The whole piece with its stones; optional."
          error={errors.grossGram?.message}
        >
          {(c) => <input {...c} {...decimal(0.001)} {...register('grossGram', { setValueAs: numberOrNull })} />}
        </FormField>
        <PurityField form={form} required />
      </div>
      <MakingField form={form} editable={canEditCharges} />
      <div className="adm-cat-row">
        <FormField
          label="Hallmarking charge (₹)"
          hint="Before GST; optional."
          error={errors.hallmarkingCharge?.message}
        >
          {(c) => (
            <input
              {...c}
              {...decimal(0.01)}
              readOnly={!canEditCharges}
              {...register('hallmarkingCharge', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>
        <FormField
          label="Discount on making charges (%)"
          hint="Taken off the making charges before GST."
          error={errors.makingDiscountPercent?.message}
        >
          {(c) => (
            <input
              {...c}
              {...decimal(0.01)}
              readOnly={!canEditCharges}
              {...register('makingDiscountPercent', { setValueAs: numberOrNull })}
            />
          )}
        </FormField>
      </div>
      <label className="adm-cat-tick">
        {/* A checkbox cannot be read-only: disabled keeps its value out of a staff member's edit. */}
        <input type="checkbox" disabled={!canEditCharges} {...register('discountOnWhole')} /> Apply the discount to the
        whole piece (metal, making, stones), not only making charges
      </label>
      {errors.discountOnWhole?.message && (
        <p className="adm-field-error" role="alert">
          {errors.discountOnWhole.message}
        </p>
      )}
      <StonesField form={form} />
    </div>
  );
}
