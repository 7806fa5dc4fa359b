// A returning customer's checkout: the form is filled from the account and the latest order, offers
// the saved addresses, lists India's states, fills City and State from the PIN, and saves a new
// address only when the shopper ticks the box (never ticked for them).
import { waitFor, within } from '@testing-library/react';
import { INDIA_STATE_NAMES, type AccountAddressesResponse } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { openDetails, replyAsTheShop, ring } from '../../../testing/checkout-journey';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { logIn, renderShop } from '../../../testing/render-cart';

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

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  installFakeRazorpay();
  replyAsTheShop(net);
});

/** Opens the details form of a logged-in shopper with the ring in the cart. */
async function openForm() {
  logIn('Asha', 'Iyer');
  const shop = renderShop('/cart', [ring]);
  const form = await openDetails(shop.user);
  const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  return { ...shop, form, field };
}

describe('a returning customer’s details form', () => {
  it('is filled from the latest order, with its saved address chosen among the others', async () => {
    net.reply('GET /api/account/addresses', { status: 200, json: account() });
    const { address: _a, ...lastDetails } = { ...home, id: undefined, email: 'asha.orders@example.in' };
    net.reply('GET /api/orders/mine/last-details', {
      status: 200,
      json: { success: true, customerDetails: { ...lastDetails, address: home.address } },
    });
    const { form, field, user } = await openForm();
    await waitFor(() => expect(field('Street Address')).toHaveValue('12 Temple Street'));
    expect(field('Email')).toHaveValue('asha.orders@example.in');
    expect(field('Phone Number')).toHaveValue('9876543210');
    expect(field('State')).toHaveValue('Tamil Nadu');
    const choice = within(form).getByRole('group', { name: 'Deliver to' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((r) => r.parentElement?.textContent)).toEqual([
      'Asha Iyer, 4 Mount Road, Chennai, Tamil Nadu 600002',
      'Asha Iyer, 12 Temple Street, Madurai, Tamil Nadu 625001',
      'A new address',
    ]);
    expect(radios[1]).toBeChecked();
    // A saved address is already on the account: nothing to save.
    expect(within(form).queryByRole('checkbox', { name: 'Save this address to my account' })).not.toBeInTheDocument();

    await user.click(radios[0]);
    expect(field('Street Address')).toHaveValue('4 Mount Road');
    expect(field('ZIP Code')).toHaveValue('600002');
    await user.click(within(choice).getByRole('radio', { name: 'A new address' }));
    expect(field('Street Address')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(field('Full Name')).toHaveValue('Asha Iyer');
    expect(within(form).getByRole('checkbox', { name: 'Save this address to my account' })).not.toBeChecked();
  });

  it('keeps a name the shopper typed even when it equals the stored one', async () => {
    const release = net.hold('GET /api/account/addresses', { status: 200, json: account() });
    net.reply('GET /api/orders/mine/last-details', { status: 200, json: { success: true } });
    const { form, field, user } = await openForm();
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Asha Iyer'); // the stored name again: the form is not 'dirty'
    release();
    await within(form).findByRole('group', { name: 'Deliver to' });
    expect(field('Street Address')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
  });

  it('is filled from the account and its newest address when there is no order yet', async () => {
    net.reply('GET /api/account/addresses', { status: 200, json: account() });
    net.reply('GET /api/orders/mine/last-details', { status: 200, json: { success: true } });
    const { field } = await openForm();
    await waitFor(() => expect(field('Street Address')).toHaveValue('4 Mount Road'));
    expect(field('Email')).toHaveValue('asha@example.in');
    expect(field('City')).toHaveValue('Chennai');
  });

  it('keeps what the shopper typed before the answers came', async () => {
    const release = net.hold('GET /api/account/addresses', { status: 200, json: account() });
    net.reply('GET /api/orders/mine/last-details', { status: 200, json: { success: true } });
    const { form, field, user } = await openForm();
    await user.type(field('Street Address'), '7 Lake View');
    release();
    // The answer has arrived once the saved addresses are offered.
    await within(form).findByRole('group', { name: 'Deliver to' });
    expect(field('Street Address')).toHaveValue('7 Lake View');
    expect(field('Email')).toHaveValue('');
  });

  it('saves a new address only when the box is ticked, without the e-mail, and pays all the same', async () => {
    net.reply('GET /api/account/addresses', { status: 200, json: account([]) });
    net.reply('GET /api/orders/mine/last-details', { status: 200, json: { success: true } });
    net.reply('POST /api/account/addresses', { status: 201, json: { success: true, address: { ...home, id: 'new' } } });
    net.reply('GET /api/pincodes/625001', {
      status: 200,
      json: { success: true, pin: '625001', state: 'Tamil Nadu', city: 'Madurai' },
    });
    const { form, field, user } = await openForm();
    await waitFor(() => expect(field('Email')).toHaveValue('asha@example.in'));
    const save = within(form).getByRole('checkbox', { name: 'Save this address to my account' });
    expect(save).not.toBeChecked();
    await user.type(field('Street Address'), '12 Temple Street');
    await user.type(field('ZIP Code'), '625001');
    await waitFor(() => expect(field('City')).toHaveValue('Madurai'));
    await user.click(save);
    await user.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const saved = net.sent.find((r) => r.method === 'POST' && r.path === '/api/account/addresses');
    expect(saved?.body).toEqual({
      name: 'Asha Iyer',
      phone: '9000000001',
      address: '12 Temple Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    });
    expect(saved?.authorization).toBe('Bearer tok');
  });

  it('saves nothing when the box is left as it is', async () => {
    net.reply('GET /api/account/addresses', { status: 200, json: account([]) });
    net.reply('GET /api/orders/mine/last-details', {
      status: 200,
      json: { success: true, customerDetails: { ...home, id: undefined, email: 'asha@example.in' } },
    });
    const { form, field, user } = await openForm();
    await waitFor(() => expect(field('Street Address')).toHaveValue('12 Temple Street'));
    await user.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(net.sent.some((r) => r.method === 'POST' && r.path === '/api/account/addresses')).toBe(false);
  });
});

describe('State and PIN code', () => {
  it('lists India’s states and union territories, and takes free text for another country', async () => {
    const { field, user } = await openForm();
    const state = field('State');
    expect(state.tagName).toBe('SELECT');
    const options = within(state)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select a state', ...INDIA_STATE_NAMES]);
    expect(options).toHaveLength(37);
    await user.selectOptions(field('Country'), 'United States');
    expect(field('State').tagName).toBe('INPUT');
    await user.type(field('State'), 'Ohio');
    expect(field('State')).toHaveValue('Ohio');
  });

  it('fills City and State from the PIN code, and says so; a city typed by hand stays', async () => {
    net.reply('GET /api/pincodes/624601', {
      status: 200,
      json: { success: true, pin: '624601', state: 'Tamil Nadu', city: 'Dindigul' },
    });
    net.reply('GET /api/pincodes/560029', {
      status: 200,
      json: { success: true, pin: '560029', state: 'Karnataka', city: 'Bengaluru' },
    });
    const { form, field, user } = await openForm();
    await user.type(field('ZIP Code'), '624601');
    await waitFor(() => expect(field('City')).toHaveValue('Dindigul'));
    expect(field('State')).toHaveValue('Tamil Nadu');
    expect(within(form).getByText('Filled from the PIN code: Dindigul, Tamil Nadu.')).toBeInTheDocument();
    // A changed PIN moves what it filled.
    await user.clear(field('ZIP Code'));
    await user.type(field('ZIP Code'), '560029');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(field('State')).toHaveValue('Karnataka');
    // A city the shopper typed is theirs: the next PIN fills the state only.
    await user.clear(field('City'));
    await user.type(field('City'), 'Palani');
    await user.clear(field('ZIP Code'));
    await user.type(field('ZIP Code'), '624601');
    await waitFor(() => expect(field('State')).toHaveValue('Tamil Nadu'));
    expect(field('City')).toHaveValue('Palani');
  });

  it('reads a phone written with +91 and spaces as its 10 digits', async () => {
    const { form, field, user } = await openForm();
    const paste = async (label: string, value: string) => {
      await user.click(field(label));
      await user.paste(value);
    };
    await paste('Email', 'asha@example.in');
    await user.type(field('Phone Number'), '+91 98765 43210');
    await paste('Street Address', '12 Temple Street');
    await paste('ZIP Code', '625001');
    await paste('City', 'Madurai');
    await user.selectOptions(field('State'), 'Tamil Nadu');
    await user.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const created = net.sent.find((r) => r.path === '/api/create-razorpay-order')?.body as {
      customerDetails: { phone: string };
    };
    expect(created.customerDetails.phone).toBe('9876543210');
  });
});
