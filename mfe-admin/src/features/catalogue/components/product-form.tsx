// The product editor's form: every field the storefront shows, checked with the contract's draft
// schema (messages next to the fields), and the server's own field messages shown the same way.
import { useState, type JSX } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PEOPLE_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_TYPES, PURITY_CHOICES } from '@rmj/contracts';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import { AUDIENCE_LABELS } from '../lib/product-labels';
import {
  formFieldOf,
  numberOrNull,
  productFormResolver,
  type ProductFormField,
  type ProductFormValues,
} from '../lib/product-form';
import { CustomisationField } from './customisation-field';
import { FormField } from './form-field';
import { PriceFields } from './price-fields';

/** What the server said when it refused a save. */
export interface SaveProblem {
  message: string;
  issues?: { field: string; message: string }[];
}

export interface ProductFormProps {
  initial: ProductFormValues;
  /** False for a role that only reads the catalogue: every field is shown disabled. */
  canEdit: boolean;
  /** False: the prices are read-only (the owner changes them). */
  canEditPrices: boolean;
  submitLabel: string;
  /** False on a new product: it is always created as a draft and published from the editor. */
  showPublished?: boolean;
  /** Saves the checked values; resolves with the server's problem, or null when saved. */
  onSave: (values: ProductFormValues) => Promise<SaveProblem | null>;
}

export function ProductForm(props: ProductFormProps): JSX.Element {
  const { initial, canEdit, canEditPrices, submitLabel, showPublished = true, onSave } = props;
  const form = useForm<ProductFormValues>({ resolver: productFormResolver, defaultValues: initial });
  const { register, control, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const [problem, setProblem] = useState<string | null>(null);
  const audience = watch('peopleCategory');
  const categories = audience ? PRODUCT_CATEGORIES[audience] : [];
  const metal = watch('productType');
  const purities = metal ? PURITY_CHOICES[metal] : [];

  const save = handleSubmit(async (values) => {
    setProblem(null);
    const refused = await onSave(values);
    if (!refused) return;
    const unplaced = (refused.issues ?? []).filter((issue) => {
      const field = formFieldOf(issue.field);
      if (field) setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
      return !field;
    });
    const fieldsMarked = (refused.issues ?? []).length > unplaced.length;
    setProblem(fieldsMarked && unplaced.length === 0 ? CATALOGUE_MESSAGES.fixFields : refused.message);
  });
  const error = (field: ProductFormField) => errors[field]?.message;

  return (
    <form className="adm-cat-form" noValidate onSubmit={save} aria-label="Product details">
      <fieldset className="adm-cat-fields" disabled={!canEdit}>
        <FormField label="Name" error={error('name')}>
          {(c) => <input {...c} type="text" maxLength={120} {...register('name')} />}
        </FormField>
        <FormField label="Description" error={error('description')}>
          {(c) => <textarea {...c} rows={5} maxLength={2000} {...register('description')} />}
        </FormField>
        <PriceFields form={form} editable={canEditPrices} />
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
          <FormField label="Weight (grams)" hint="Optional, up to 3 decimals." error={error('gram')}>
            {(c) => (
              <input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.001}
                {...register('gram', { setValueAs: numberOrNull })}
              />
            )}
          </FormField>
          <FormField
            label="Purity"
            hint={metal ? 'Optional; printed on the job card.' : 'Choose the material first.'}
            error={error('fineness')}
          >
            {(c) => (
              <select {...c} disabled={!metal} {...register('fineness', { setValueAs: numberOrNull })}>
                <option value="">Not recorded</option>
                {purities.map((choice) => (
                  <option key={choice.fineness} value={choice.fineness}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Finished dimensions"
            hint="Optional, e.g. “Band 4 mm wide, 1.5 mm thick”; printed on the job card."
            error={error('dimensions')}
          >
            {(c) => <input {...c} type="text" maxLength={80} {...register('dimensions')} />}
          </FormField>
        </div>
        <Controller
          control={control}
          name="customizationTypes"
          render={({ field, fieldState }) => (
            <CustomisationField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="adm-cat-row">
          <FormField label="Stock (pieces)" hint="0 shows the piece as sold out." error={error('stock')}>
            {(c) => (
              <input
                {...c}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...register('stock', { setValueAs: numberOrNull })}
              />
            )}
          </FormField>
          <div className="adm-cat-ticks adm-cat-flags">
            <label className="adm-cat-tick">
              <input type="checkbox" {...register('isNew')} /> Show the “New” badge
            </label>
            {showPublished && (
              <label className="adm-cat-tick">
                <input type="checkbox" {...register('published')} /> Published (shown on the shop)
              </label>
            )}
          </div>
        </div>
      </fieldset>
      {problem && (
        <p className="adm-message adm-message--error" role="alert">
          {problem}
        </p>
      )}
      {canEdit && (
        <button type="submit" className="adm-button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
      )}
    </form>
  );
}
