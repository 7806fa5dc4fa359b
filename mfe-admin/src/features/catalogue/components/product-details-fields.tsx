// Who the piece is for, its category and material, and (priced at a fixed price) its weight and
// purity, then its finished dimensions. A piece priced by weight has its weight and purity in the
// Pricing group instead, where they are required.
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PEOPLE_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_TYPES, PURITY_CHOICES } from '@rmj/contracts';
import { AUDIENCE_LABELS } from '../lib/product-labels';
import type { ProductFormValues } from '../lib/product-form';
import { FormField } from './form-field';
import { PurityField, WeightField } from './weight-purity-fields';

export function ProductDetailsFields({ form }: { form: UseFormReturn<ProductFormValues> }): JSX.Element {
  const { register, setValue, watch, formState } = form;
  const error = (field: keyof ProductFormValues) => formState.errors[field]?.message as string | undefined;
  const audience = watch('peopleCategory');
  const categories = audience ? PRODUCT_CATEGORIES[audience] : [];
  const fixed = watch('pricingMode') !== 'by-weight';
  return (
    <div className="adm-cat-row">
      <FormField label="For" error={error('peopleCategory')}>
        {(c) => (
          <select
            {...c}
            {...register('peopleCategory', {
              onChange: (event) => {
                const next = PRODUCT_CATEGORIES[event.target.value as keyof typeof PRODUCT_CATEGORIES] ?? [];
                if (!next.includes(form.getValues('productCategory'))) setValue('productCategory', '');
              },
            })}
          >
            <option value="">Choose…</option>
            {PEOPLE_CATEGORIES.map((people) => (
              <option key={people} value={people}>
                {AUDIENCE_LABELS[people]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Category"
        hint={audience ? undefined : 'Choose who it is for first.'}
        error={error('productCategory')}
      >
        {(c) => (
          <select {...c} disabled={!audience} {...register('productCategory')}>
            <option value="">Choose…</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Material" error={error('productType')}>
        {(c) => (
          <select
            {...c}
            {...register('productType', {
              onChange: (event) => {
                const next = PURITY_CHOICES[event.target.value as keyof typeof PURITY_CHOICES] ?? [];
                const fineness = form.getValues('fineness');
                if (!next.some((choice) => choice.fineness === fineness)) setValue('fineness', null);
              },
            })}
          >
            <option value="">Choose…</option>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {fixed && <WeightField form={form} label="Weight (grams)" hint="Optional, up to 3 decimals." />}
      {fixed && <PurityField form={form} required={false} />}
      <FormField
        label="Finished dimensions"
        hint="Optional, e.g. “Band 4 mm wide, 1.5 mm thick”; printed on the job card."
        error={error('dimensions')}
      >
        {(c) => <input {...c} type="text" maxLength={80} {...register('dimensions')} />}
      </FormField>
    </div>
  );
}
