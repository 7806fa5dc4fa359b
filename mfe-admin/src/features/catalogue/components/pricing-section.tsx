// The Pricing group: a fixed price, or by weight (net weight × today's rate + making + stones +
// hallmarking, then GST), with the price at today's rate worked out as the fields are filled.
// After creation only the owner changes what sets the price itself (the way of pricing, the price
// and old price; by weight the making and hallmarking charges and the discount on making): for
// anyone else those are read-only, with a note why.
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import type { ProductFormValues } from '../lib/product-form';
import { BreakupPreview } from './breakup-preview';
import { ByWeightFields } from './by-weight-fields';
import { PriceFields } from './price-fields';

export interface PricingSectionProps {
  form: UseFormReturn<ProductFormValues>;
  /** False: the prices and the way of pricing are shown but cannot be changed. */
  canEditPrices: boolean;
}

export function PricingSection({ form, canEditPrices }: PricingSectionProps): JSX.Element {
  const { register, watch } = form;
  const byWeight = watch('pricingMode') === 'by-weight';
  return (
    <fieldset className="adm-cat-group adm-cat-pricing">
      <legend>Pricing</legend>
      {!canEditPrices && (
        <p className="adm-cat-note" role="note">
          {CATALOGUE_MESSAGES.pricesOwnerOnly}.
        </p>
      )}
      <fieldset className="adm-cat-ticks adm-cat-modes" disabled={!canEditPrices}>
        <legend className="adm-visually-hidden">How the piece is priced</legend>
        <label className="adm-cat-tick">
          <input type="radio" value="fixed" {...register('pricingMode')} /> Fixed price
        </label>
        <label className="adm-cat-tick">
          <input type="radio" value="by-weight" {...register('pricingMode')} /> By weight (today’s rate)
        </label>
      </fieldset>
      {byWeight ? (
        <>
          <ByWeightFields form={form} canEditCharges={canEditPrices} />
          <BreakupPreview form={form} />
        </>
      ) : (
        <PriceFields form={form} editable={canEditPrices} />
      )}
      <label className="adm-cat-tick">
        <input type="checkbox" {...register('hallmarked')} /> Hallmarked (BIS): each piece carries its HUID
      </label>
    </fieldset>
  );
}
