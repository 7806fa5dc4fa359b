import type { AccountAddressesResponse, CustomerDetails } from '@rmj/contracts';
import { isSameAddress, listedState, prefillDetails } from './checkout-prefill';

const home = {
  id: 'a1',
  name: 'Asha Iyer',
  phone: '9876543210',
  address: '12 Temple Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
};
const office = { ...home, id: 'a2', address: '4 Mount Road', city: 'Chennai', zipCode: '600002' };
const account = (addresses = [office, home]): AccountAddressesResponse => ({
  success: true,
  profile: { name: 'Asha Iyer', email: 'asha@example.in', phone: '9000000001' },
  addresses,
});
const { id: _id, ...homeFields } = home;
const lastOrder: CustomerDetails = { ...homeFields, email: 'asha.orders@example.in', country: 'India' };

describe('prefillDetails', () => {
  it('starts from the stored name and India when the shop knows nothing else', () => {
    expect(prefillDetails({ storedName: 'Guest' })).toEqual({
      values: { name: 'Guest', email: '', phone: '', address: '', city: '', state: '', zipCode: '', country: 'India' },
    });
  });

  it('takes the account’s name, e-mail and phone, and its newest saved address', () => {
    expect(prefillDetails({ storedName: 'Asha', account: account() })).toEqual({
      values: { ...office, id: undefined, email: 'asha@example.in' },
      savedId: 'a2',
    });
  });

  it('takes the latest order when there is one, choosing the saved address it matches', () => {
    expect(prefillDetails({ storedName: 'Asha', account: account(), lastOrder })).toEqual({
      values: { ...lastOrder },
      savedId: 'a1',
    });
    // An address used once and not saved: filled in, no saved address chosen.
    const elsewhere = { ...lastOrder, address: '1 Beach Road', city: 'Puducherry', state: 'Pondicherry' };
    expect(prefillDetails({ storedName: 'Asha', account: account(), lastOrder: elsewhere })).toEqual({
      values: { ...elsewhere, state: 'Puducherry' },
    });
  });
});

describe('states and matching', () => {
  it('reads a state as written into the list’s name', () => {
    expect(listedState('TN')).toBe('Tamil Nadu');
    expect(listedState('orissa')).toBe('Odisha');
    expect(listedState('Narnia')).toBe('');
  });

  it('matches an address field by field, ignoring surrounding spaces', () => {
    expect(isSameAddress({ ...home, city: ' Madurai ' }, home)).toBe(true);
    expect(isSameAddress({ ...home, zipCode: '625002' }, home)).toBe(false);
  });
});
