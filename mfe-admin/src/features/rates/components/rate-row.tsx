// One purity's rate: ₹ a gram typed in, or (22K, 18K, 14K, sterling) derived from its metal's 999
// rate, the derived figure worked out live as the 999 rate is typed.
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { RATE_LABELS } from '@rmj/contracts';
import type { MetalRates, RateKey } from '@rmj/pricing';
import { FormField } from '../../../components/form-field';
import { baseOf, DERIVABLE_KEYS, deriveLabel, type RatesFormValues } from '../lib/rates-form';
import { perGram } from '../lib/rate-words';

export interface RateRowProps {
  rateKey: RateKey;
  form: UseFormReturn<RatesFormValues>;
  /** The rates the form's values would put in force (paise per gram). */
  resulting: MetalRates;
}

const rupeesOrNull = (text: unknown): number | null =>
  text === '' || text === null || text === undefined ? null : Number(text);

export function RateRow({ rateKey, form, resulting }: RateRowProps): JSX.Element {
  const { register, watch, formState } = form;
  const derived = watch(`derived.${rateKey}`) && DERIVABLE_KEYS.includes(rateKey);
  const error = formState.errors.rates?.[rateKey]?.message;
  const figure = resulting[rateKey];
  return (
    <div className="adm-rate-row">
      {derived ? (
        <div className="adm-field">
          <p className="adm-rate-name">{RATE_LABELS[rateKey]}</p>
          <p className="adm-rate-derived" aria-live="polite" data-testid={`derived-${rateKey}`}>
            {figure !== undefined
              ? `${perGram(figure)}, derived from ${RATE_LABELS[baseOf(rateKey)]}`
              : `Derived from ${RATE_LABELS[baseOf(rateKey)]}, which has no rate yet`}
          </p>
          {error && <p className="adm-field-error">{error}</p>}
        </div>
      ) : (
        <FormField label={RATE_LABELS[rateKey]} hint="₹ a gram" error={error}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...register(`rates.${rateKey}`, { setValueAs: rupeesOrNull })}
            />
          )}
        </FormField>
      )}
      {DERIVABLE_KEYS.includes(rateKey) && (
        <label className="adm-rate-derive">
          <input type="checkbox" {...register(`derived.${rateKey}`)} /> {deriveLabel(rateKey)}
        </label>
      )}
    </div>
  );
}
