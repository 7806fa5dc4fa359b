// One delivery address, added or changed: the checkout's fields and messages (the contract's schema),
// India's states as a list, and City and State filled from the PIN code.
import { useId, type JSX, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  COUNTRIES,
  INDIA_STATE_NAMES,
  savedAddressInputSchema,
  type SavedAddress,
  type SavedAddressFields,
  type SavedAddressInput,
} from '@rmj/contracts';
import { words, type AccountWordKey } from '../../../i18n';
import { useShownMessage } from '../../../lib/shown-message';
import { usePinFill } from '../lib/use-pin-fill';

type FieldName = Exclude<keyof SavedAddressInput, 'country' | 'state'>;
const FIELDS: Array<{ name: FieldName; label: AccountWordKey; autoComplete: string; inputMode?: 'numeric' | 'tel' }> = [
  { name: 'name', label: 'addresses.field.name', autoComplete: 'name' },
  { name: 'phone', label: 'addresses.field.phone', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'address', label: 'addresses.field.address', autoComplete: 'street-address' },
  { name: 'zipCode', label: 'addresses.field.zipCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'addresses.field.city', autoComplete: 'address-level2' },
];

const EMPTY: SavedAddressInput = {
  name: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'India',
};

/** A saved address's fields as form values (its id is the page's, not the form's). */
function fieldsOf({ id: _id, ...fields }: SavedAddress): SavedAddressInput {
  return { ...fields, country: fields.country as SavedAddressInput['country'] };
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const shown = useShownMessage();
  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}`}>
      <label className="acc-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="acc-field__error">
          {shown(error)}
        </p>
      )}
    </div>
  );
}

export function AddressForm({
  title,
  address,
  busy,
  problem,
  onSave,
  onCancel,
}: {
  title: string;
  /** The address being changed; a new one when absent. */
  address?: SavedAddress;
  busy: boolean;
  /** The server's refusal, if any. */
  problem?: string;
  onSave: (input: SavedAddressFields) => void;
  onCancel: () => void;
}): JSX.Element {
  const t = words.useT();
  const id = useId();
  const form = useForm<SavedAddressInput, unknown, SavedAddressFields>({
    resolver: zodResolver(savedAddressInputSchema),
    defaultValues: address ? fieldsOf(address) : EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, watch } = form;
  const { errors } = formState;
  const india = watch('country') === 'India';
  const pinNote = usePinFill(form);
  const describe = (name: keyof SavedAddressInput) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form className="acc-address-form" noValidate onSubmit={handleSubmit(onSave)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="acc-addresses__subtitle">
        {title}
      </h2>
      <Field id={`${id}-country`} label={t('addresses.field.country')}>
        <select id={`${id}-country`} className="acc-field__input" autoComplete="country-name" {...register('country')}>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </Field>
      {FIELDS.map((spec) => (
        <Field key={spec.name} id={`${id}-${spec.name}`} label={t(spec.label)} error={errors[spec.name]?.message}>
          <input
            id={`${id}-${spec.name}`}
            className="acc-field__input"
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            aria-invalid={errors[spec.name] ? true : undefined}
            aria-describedby={describe(spec.name)}
            {...register(spec.name)}
          />
          {spec.name === 'zipCode' && india && (
            <p className="acc-field__note" aria-live="polite">
              {pinNote ?? ''}
            </p>
          )}
        </Field>
      ))}
      <Field id={`${id}-state`} label={t('addresses.field.state')} error={errors.state?.message}>
        {india ? (
          <select
            id={`${id}-state`}
            className="acc-field__input"
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={describe('state')}
            {...register('state')}
          >
            <option value="">{t('addresses.selectState')}</option>
            {INDIA_STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`${id}-state`}
            className="acc-field__input"
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={describe('state')}
            {...register('state')}
          />
        )}
      </Field>
      {problem && (
        <p className="acc-field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="acc-address-form__actions">
        <button type="button" className="acc-button acc-button--ghost" onClick={onCancel} disabled={busy}>
          {t('addresses.cancel')}
        </button>
        <button type="submit" className="acc-button acc-button--primary" disabled={busy}>
          {busy ? t('addresses.saving') : t('addresses.save')}
        </button>
      </div>
    </form>
  );
}
