// /account/addresses: the shopper's saved addresses, added, changed and removed on their account.
import { screen, waitFor, within } from '@testing-library/react';
import { INDIA_STATE_NAMES, type AccountAddressesResponse } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { currentPath, renderPages } from '../../../testing/render-account';

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
const answer = (addresses = [home]): { status: number; json: AccountAddressesResponse } => ({
  status: 200,
  json: { success: true, profile: { name: 'Asha Iyer', email: 'asha@example.in', phone: '9876543210' }, addresses },
});

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('firstName', 'Asha');
});

it('sends a visitor without a session to the account page', () => {
  localStorage.clear();
  renderPages('/account/addresses');
  expect(currentPath()).toBe('/account');
});

it('is linked from the welcome page', async () => {
  net.reply('GET /api/orders/mine', { status: 200, json: { success: true, orders: [] } });
  net.reply('GET /api/account/addresses', answer());
  const { user } = renderPages('/welcome');
  await user.click(screen.getByRole('link', { name: 'Your addresses' }));
  expect(currentPath()).toBe('/account/addresses');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your addresses' })).toBeInTheDocument();
});

it('lists the saved addresses and removes one', async () => {
  net.reply('GET /api/account/addresses', answer());
  net.reply('GET /api/account/addresses', answer([]));
  net.reply('DELETE /api/account/addresses/a1', {
    status: 200,
    json: { success: true, message: 'The address was removed.' },
  });
  const { user } = renderPages('/account/addresses');
  const item = (await screen.findByText('12 Temple Street', { exact: false })).closest('li')!;
  expect(item).toHaveTextContent('Madurai, Tamil Nadu 625001');
  await user.click(within(item).getByRole('button', { name: 'Remove the address at 12 Temple Street' }));
  expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The address was removed.');
  expect(net.sent.find((r) => r.method === 'DELETE')?.authorization).toBe('Bearer tok');
});

it('adds an address with the checkout’s fields: India’s states, City and State from the PIN', async () => {
  net.reply('GET /api/account/addresses', answer([]));
  net.reply('GET /api/pincodes/624601', {
    status: 200,
    json: { success: true, pin: '624601', state: 'Tamil Nadu', city: 'Dindigul' },
  });
  net.reply('POST /api/account/addresses', { status: 201, json: { success: true, address: { ...home, id: 'a9' } } });
  const { user } = renderPages('/account/addresses');
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  const form = screen.getByRole('form', { name: 'A new address' });
  const state = within(form).getByLabelText('State');
  expect(state.querySelectorAll('option')).toHaveLength(INDIA_STATE_NAMES.length + 1);
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(within(form).getByText('Name is required.')).toBeInTheDocument();
  expect(within(form).getByText('State is required.')).toBeInTheDocument();
  // Pasted rather than typed key by key: the same events for the form, in a fraction of the time.
  const fill = async (label: string, value: string) => {
    await user.click(within(form).getByLabelText(label));
    await user.paste(value);
  };
  await fill('Full Name', 'Asha Iyer');
  await fill('Phone Number', '098765 43210');
  await fill('Street Address', '3 Hill Road');
  await fill('ZIP Code', '624601');
  await waitFor(() => expect(within(form).getByLabelText('City')).toHaveValue('Dindigul'));
  expect(state).toHaveValue('Tamil Nadu');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The address was saved.'));
  expect(net.sent.find((r) => r.method === 'POST')?.body).toEqual({
    name: 'Asha Iyer',
    phone: '9876543210',
    address: '3 Hill Road',
    city: 'Dindigul',
    state: 'Tamil Nadu',
    zipCode: '624601',
    country: 'India',
  });
});

it('changes an address, and shows the server’s refusal', async () => {
  net.reply('GET /api/account/addresses', answer());
  net.reply('PUT /api/account/addresses/a1', {
    status: 404,
    json: { statusCode: 404, success: false, message: 'This address is not in your account.' },
  });
  const { user } = renderPages('/account/addresses');
  await user.click(await screen.findByRole('button', { name: 'Change the address at 12 Temple Street' }));
  const form = screen.getByRole('form', { name: 'Change the address' });
  expect(within(form).getByLabelText('Street Address')).toHaveValue('12 Temple Street');
  await user.clear(within(form).getByLabelText('City'));
  await user.type(within(form).getByLabelText('City'), 'Palani');
  await user.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('This address is not in your account.');
  expect(net.sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ city: 'Palani' });
});
