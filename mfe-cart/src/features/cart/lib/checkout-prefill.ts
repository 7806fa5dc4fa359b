// What a returning customer's details form starts with, from what the shop knows: the name stored
// at login, the account (name, e-mail, phone), the saved addresses and the latest order. The latest
// order is the most recent choice, so it wins when the shopper has one; the address is then the
// saved one it matches, if any. Without an order the newest saved address is offered.
import {
  GST_STATE_CODES,
  gstStateCodeOf,
  type AccountAddressesResponse,
  type CustomerDetails,
  type CustomerDetailsInput,
  type SavedAddress,
} from '@rmj/contracts';

/** The fields an address fills (everything but the e-mail). */
export const ADDRESS_FIELDS = ['name', 'phone', 'address', 'city', 'state', 'zipCode', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type Values = Required<CustomerDetailsInput>;

/** The State list's name of a state as written ('TN', 'tamil nadu' → 'Tamil Nadu'); '' when it is none (India). */
export function listedState(state: string): string {
  const code = gstStateCodeOf(state);
  return code ? GST_STATE_CODES[code] : '';
}

/** Whether the form's address is this saved address (compared as the server keeps them: trimmed). */
export function isSameAddress(values: Partial<Record<AddressField, unknown>>, saved: SavedAddress): boolean {
  return ADDRESS_FIELDS.every((field) => String(values[field] ?? '').trim() === String(saved[field]).trim());
}

/** An address's fields as form values (a state the list does not know is left for the shopper, in India). */
export function addressValues(address: Pick<SavedAddress, AddressField>): Pick<Values, AddressField> {
  const country = (address.country || 'India') as Values['country'];
  return {
    name: address.name,
    phone: address.phone,
    address: address.address,
    city: address.city,
    state: country === 'India' ? listedState(address.state) : address.state,
    zipCode: address.zipCode,
    country,
  };
}

export interface PrefillSources {
  /** The name stored at login ('Guest' when none). */
  storedName: string;
  account?: AccountAddressesResponse;
  lastOrder?: CustomerDetails;
}

/** The form's first values, and the saved address they are (when they are one). */
export function prefillDetails({ storedName, account, lastOrder }: PrefillSources): {
  values: Values;
  savedId?: string;
} {
  const values: Values = {
    name: storedName,
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'India',
  };
  if (account)
    Object.assign(values, { name: account.profile.name, email: account.profile.email, phone: account.profile.phone });
  const addresses = account?.addresses ?? [];
  if (lastOrder) {
    Object.assign(values, addressValues(lastOrder), { email: lastOrder.email });
    const saved = addresses.find((address) => isSameAddress(lastOrder, address));
    return { values, ...(saved ? { savedId: saved.id } : {}) };
  }
  const [newest] = addresses;
  if (newest) Object.assign(values, addressValues(newest));
  return { values, ...(newest ? { savedId: newest.id } : {}) };
}
