// The stones set in a piece priced by weight: a row each (name, carat, charge before GST), added
// and removed as needed; each is charged on its own line of the breakup.
import type { JSX } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { PRODUCT_LIMITS } from '@rmj/contracts';
import { numberOrNull, type ProductFormValues } from '../lib/product-form';
import { FormField } from './form-field';

export function StonesField({ form }: { form: UseFormReturn<ProductFormValues> }): JSX.Element {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'stones' });
  const errors = formState.errors.stones;
  return (
    <fieldset className="adm-cat-group adm-cat-stones">
      <legend>Stones</legend>
      {fields.length === 0 && <p className="adm-cat-hint">No stones: the piece is metal only.</p>}
      {fields.map((stone, index) => (
        <div key={stone.id} className="adm-cat-row adm-cat-stone" role="group" aria-label={`Stone ${index + 1}`}>
          <FormField label={`Stone ${index + 1} name`} error={errors?.[index]?.name?.message}>
            {(c) => <input {...c} type="text" maxLength={60} {...register(`stones.${index}.name`)} />}
          </FormField>
          <FormField label={`Stone ${index + 1} carat`} hint="Optional." error={errors?.[index]?.carat?.message}>
            {(c) => (
              <input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.001}
                {...register(`stones.${index}.carat`, { setValueAs: numberOrNull })}
              />
            )}
          </FormField>
          <FormField label={`Stone ${index + 1} charge (₹)`} error={errors?.[index]?.charge?.message}>
            {(c) => (
              <input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...register(`stones.${index}.charge`, { setValueAs: numberOrNull })}
              />
            )}
          </FormField>
          <button type="button" className="adm-button adm-button--quiet" onClick={() => remove(index)}>
            Remove stone {index + 1}
          </button>
        </div>
      ))}
      {(errors?.message || errors?.root?.message) && (
        <p className="adm-field-error">{errors?.message ?? errors?.root?.message}</p>
      )}
      {fields.length < PRODUCT_LIMITS.stonesMax && (
        <button
          type="button"
          className="adm-button adm-button--quiet"
          onClick={() => append({ name: '', carat: null, charge: null })}
        >
          Add a stone
        </button>
      )}
    </fieldset>
  );
}
