// The product editor's form: every field the storefront shows, checked with the contract's draft
// schema (messages next to the fields), and the server's own field messages shown the same way.
// Its groups are components of their own: the details, the pricing (fixed or by weight), the
// personalisations.
import { useState, type JSX } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import {
  formFieldOf,
  numberOrNull,
  productFormResolver,
  type ProductFormField,
  type ProductFormValues,
} from '../lib/product-form';
import { CustomisationField } from './customisation-field';
import { FormField } from './form-field';
import { PricingSection } from './pricing-section';
import { ProductDetailsFields } from './product-details-fields';

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
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [problem, setProblem] = useState<string | null>(null);

  const save = handleSubmit(async (values) => {
    setProblem(null);
    const refused = await onSave(values);
    if (!refused) return;
    const unplaced = (refused.issues ?? []).filter((issue) => {
      const field = formFieldOf(issue.field);
      // A stone's or the making charges' own figure is marked on that figure.
      const path = (field === 'stones' || field === 'making' ? issue.field : field) as ProductFormField;
      if (field) setError(path, { type: 'server', message: issue.message }, { shouldFocus: true });
      return !field;
    });
    const fieldsMarked = (refused.issues ?? []).length > unplaced.length;
    setProblem(fieldsMarked && unplaced.length === 0 ? CATALOGUE_MESSAGES.fixFields : refused.message);
  });
  const error = (field: ProductFormField) => errors[field]?.message as string | undefined;

  return (
    <form className="adm-cat-form" noValidate onSubmit={save} aria-label="Product details">
      <fieldset className="adm-cat-fields" disabled={!canEdit}>
        <FormField label="Name" error={error('name')}>
          {(c) => <input {...c} type="text" maxLength={120} {...register('name')} />}
        </FormField>
        <FormField label="Description" error={error('description')}>
          {(c) => <textarea {...c} rows={5} maxLength={2000} {...register('description')} />}
        </FormField>
        {/* Limits count Tamil letters, not code units: no maxLength, the schema's message says it. */}
        <FormField
          label="Name in Tamil"
          hint="Optional. The Tamil shop shows it; left empty, it shows the English name."
          error={error('nameTa')}
        >
          {(c) => <input {...c} type="text" lang="ta" {...register('nameTa')} />}
        </FormField>
        <FormField
          label="Description in Tamil"
          hint="Optional. Left empty, the Tamil shop shows the English description."
          error={error('descriptionTa')}
        >
          {(c) => <textarea {...c} rows={5} lang="ta" {...register('descriptionTa')} />}
        </FormField>
        <ProductDetailsFields form={form} />
        <PricingSection form={form} canEditPrices={canEditPrices} />
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
