// A returning customer's saved addresses as a choice above the form: picking one fills the fields;
// 'A new address' empties the address part for typing. The choice shown follows the fields: an
// address edited by hand is no longer the saved one.
import type { JSX } from 'react';
import type { SavedAddress } from '@rmj/contracts';
import { words } from '../../../i18n';

/** One line per address: who, where, PIN. */
export const addressLine = (a: SavedAddress): string =>
  [a.name, a.address, a.city, `${a.state} ${a.zipCode}`.trim(), a.country === 'India' ? '' : a.country]
    .filter(Boolean)
    .join(', ');

export function SavedAddressChoice({
  addresses,
  chosenId,
  onChoose,
  onNew,
}: {
  addresses: readonly SavedAddress[];
  /** The saved address the fields hold now; undefined: a new one. */
  chosenId?: string;
  onChoose: (address: SavedAddress) => void;
  onNew: () => void;
}): JSX.Element {
  const t = words.useT();
  return (
    <fieldset className="crt-addresses">
      <legend className="crt-field__label">{t('form.deliverTo')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="crt-addresses__option">
          <input
            type="radio"
            name="saved-address"
            checked={chosenId === address.id}
            onChange={() => onChoose(address)}
          />
          <span>{addressLine(address)}</span>
        </label>
      ))}
      <label className="crt-addresses__option">
        <input type="radio" name="saved-address" checked={chosenId === undefined} onChange={onNew} />
        <span>{t('form.newAddress')}</span>
      </label>
    </fieldset>
  );
}
