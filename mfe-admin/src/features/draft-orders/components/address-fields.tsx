// Where the draft goes: one of the customer's saved addresses (copied in, then editable), one typed
// here, or none yet (sending needs one). The fields are the checkout's, checked by the same contract.
import type { JSX } from 'react';
import type { DraftCustomer, SavedAddress, SavedAddressInput } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { emptyAddress, type AddressChoice, type FieldErrors } from '../lib/draft-form';

const ADDRESS_FIELDS = [
  ['name', 'Receiver’s name', 'name'],
  ['phone', 'Receiver’s phone', 'tel'],
  ['address', 'Street address', 'street-address'],
  ['city', 'Town or city', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zipCode', 'PIN code', 'postal-code'],
] as const;

const oneLine = (a: SavedAddress): string => `${a.name}, ${a.address}, ${a.city} ${a.zipCode}`;

export interface AddressFieldsProps {
  choice: AddressChoice;
  address: SavedAddressInput;
  saved: readonly SavedAddress[];
  customer?: DraftCustomer;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (choice: AddressChoice, address: SavedAddressInput) => void;
}

export function AddressFields({
  choice,
  address,
  saved,
  customer,
  errors,
  readOnly,
  onChange,
}: AddressFieldsProps): JSX.Element {
  const choose = (next: AddressChoice) => {
    if (next.startsWith('saved:')) {
      const found = saved.find((a) => `saved:${a.id}` === next);
      if (found) {
        const { id: _id, ...fields } = found;
        onChange(next, { ...fields, country: fields.country as SavedAddressInput['country'] });
        return;
      }
    }
    onChange(next, next === 'typed' && choice === 'none' ? emptyAddress(customer) : address);
  };
  return (
    <fieldset className="adm-drf-fieldset" disabled={readOnly}>
      <legend>Delivery address</legend>
      <FormField label="Send to" error={errors.deliveryAddress}>
        {(c) => (
          <select {...c} value={choice} onChange={(e) => choose(e.target.value as AddressChoice)}>
            <option value="none">Not known yet</option>
            {saved.map((a) => (
              <option key={a.id} value={`saved:${a.id}`}>
                {oneLine(a)}
              </option>
            ))}
            <option value="typed">An address typed here</option>
          </select>
        )}
      </FormField>
      {choice !== 'none' && (
        <div className="adm-drf-grid">
          {ADDRESS_FIELDS.map(([name, label, autoComplete]) => (
            <FormField key={name} label={label} error={errors[`deliveryAddress.${name}`]}>
              {(c) => (
                <input
                  {...c}
                  value={address[name] ?? ''}
                  autoComplete={autoComplete}
                  onChange={(e) => onChange('typed', { ...address, [name]: e.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
      )}
    </fieldset>
  );
}
