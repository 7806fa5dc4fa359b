// Price and old price of a fixed-price piece, with the discount shoppers will see worked out as
// they type. After creation only the owner changes prices: for anyone else both fields are
// read-only (the Pricing group says why).
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { discountPercent } from '@rmj/contracts';
import { numberOrNull, type ProductFormValues } from '../lib/product-form';
import { FormField } from './form-field';

export interface PriceFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  /** False: the prices are shown but cannot be changed. */
  editable: boolean;
}

export function PriceFields({ form, editable }: PriceFieldsProps): JSX.Element {
  const { register, watch, formState } = form;
  const [price, oldPrice] = watch(['price', 'oldPrice']);
  const discount = typeof price === 'number' && typeof oldPrice === 'number' ? discountPercent(price, oldPrice) : 0;
  return (
    <div className="adm-cat-prices">
      <FormField label="Price (₹)" error={formState.errors.price?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            readOnly={!editable}
            {...register('price', { setValueAs: numberOrNull })}
          />
        )}
      </FormField>
      <FormField
        label="Old price (₹)"
        hint="Shown struck through. Leave empty for no discount."
        error={formState.errors.oldPrice?.message}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            readOnly={!editable}
            {...register('oldPrice', { setValueAs: numberOrNull })}
          />
        )}
      </FormField>
      <p className="adm-cat-discount" aria-live="polite">
        {discount > 0 ? `Shoppers see ${discount}% OFF.` : 'No discount shown.'}
      </p>
    </div>
  );
}
