// The details of a customer staff take orders for: name, phone, e-mail (optional) and delivery
// addresses, checked by the contract's own schema before sending; the server's refusal (a phone or
// e-mail another customer has, naming them) shows above the buttons and nothing typed is lost.
import type { JSX } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerInputSchema,
  SAVED_ADDRESSES_MAX,
  type CustomerFields,
  type CustomerInput,
  type SavedAddressInput,
} from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';

const emptyAddress = (name = '', phone = ''): SavedAddressInput => ({
  name,
  phone,
  address: '',
  city: '',
  state: 'Tamil Nadu',
  zipCode: '',
  country: 'India',
});

const ADDRESS_FIELDS = [
  ['name', 'Receiver’s name', 'name'],
  ['phone', 'Receiver’s phone', 'tel'],
  ['address', 'Street address', 'street-address'],
  ['city', 'Town or city', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zipCode', 'PIN code', 'postal-code'],
] as const;

export interface CustomerFormProps {
  initial?: CustomerInput;
  submitLabel: string;
  busy: boolean;
  outcome?: Outcome;
  onSave: (fields: CustomerFields) => void;
}

export function CustomerForm({ initial, submitLabel, busy, outcome, onSave }: CustomerFormProps): JSX.Element {
  const { register, handleSubmit, control, formState, getValues } = useForm<CustomerInput, unknown, CustomerFields>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: initial ?? { name: '', phone: '', email: '', addresses: [] },
  });
  const addresses = useFieldArray({ control, name: 'addresses' });
  const { errors } = formState;
  return (
    <form className="adm-form adm-cus-form" onSubmit={handleSubmit(onSave)} noValidate aria-label="Customer details">
      <div className="adm-cus-grid">
        <FormField label="Name" error={errors.name?.message}>
          {(c) => <input {...c} {...register('name')} autoComplete="off" maxLength={100} />}
        </FormField>
        <FormField label="Phone" hint="10 digits; +91 or a leading 0 is fine" error={errors.phone?.message}>
          {(c) => <input {...c} {...register('phone')} type="tel" autoComplete="off" inputMode="tel" />}
        </FormField>
        <FormField label="E-mail (optional)" error={errors.email?.message}>
          {(c) => <input {...c} {...register('email')} type="email" autoComplete="off" />}
        </FormField>
      </div>
      <fieldset className="adm-cus-fieldset">
        <legend>Delivery addresses</legend>
        {addresses.fields.length === 0 && <p>No addresses yet.</p>}
        {addresses.fields.map((field, index) => {
          const fieldErrors = errors.addresses?.[index];
          return (
            <fieldset key={field.id} className="adm-cus-fieldset adm-cus-address">
              <legend>Address {index + 1}</legend>
              <div className="adm-cus-grid">
                {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
                  <FormField key={name} label={label} error={fieldErrors?.[name]?.message}>
                    {(c) => <input {...c} {...register(`addresses.${index}.${name}`)} autoComplete={autoComplete} />}
                  </FormField>
                ))}
              </div>
              <button type="button" className="adm-button adm-button--quiet" onClick={() => addresses.remove(index)}>
                Remove address {index + 1}
              </button>
            </fieldset>
          );
        })}
        {addresses.fields.length < SAVED_ADDRESSES_MAX && (
          <button
            type="button"
            className="adm-button adm-button--quiet"
            onClick={() => addresses.append(emptyAddress(getValues('name'), getValues('phone')))}
          >
            Add an address
          </button>
        )}
        {errors.addresses?.message && <p className="adm-field-error">{errors.addresses.message}</p>}
      </fieldset>
      {outcome && <OutcomeMessage outcome={outcome} />}
      <div className="adm-actions">
        <button type="submit" className="adm-button" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
