// The customers screens: the list with each customer's orders and amount due, found by phone,
// e-mail or name (the address keeps the search); adding a customer (checked before sending, the
// server's "already exists" shown with nothing typed lost); one customer's orders with paid and
// due, addresses and notes; support reads but cannot add, edit or write notes.
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerDetail, CustomerOrdersResponse, CustomerSummary } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

const LAKSHMI: CustomerSummary = {
  id: 'c1',
  kind: 'record',
  name: 'Lakshmi Narayanan',
  phone: '9840012345',
  email: 'lakshmi@example.in',
  ordersUserId: 'c1',
  createdAt: '2026-11-28T05:00:00.000Z',
};
const ASHA: CustomerSummary = {
  id: 'u1',
  kind: 'account',
  name: 'Asha Kumar',
  phone: '9876543210',
  email: 'asha@example.in',
  ordersUserId: 'u1',
  createdAt: '2026-10-01T05:00:00.000Z',
};
const page = (customers: CustomerSummary[]) => ({ customers, total: customers.length, page: 1, pageSize: 20 });
const ASHA_DETAIL: CustomerDetail = {
  ...ASHA,
  addresses: [
    {
      id: 'a1',
      name: 'Asha Kumar',
      phone: '9876543210',
      address: '12 Temple Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    },
  ],
  notes: [
    {
      id: 'n1',
      text: 'Prefers delivery after 6 pm.',
      at: '2026-11-20T10:00:00.000Z',
      by: { id: 'st-1', email: 'staff@rmj.test', role: 'staff' },
    },
  ],
};
const ASHA_ORDERS: CustomerOrdersResponse = {
  orders: [
    {
      userId: 'u1',
      orderNumber: 'RMJ-AB12CD34EF',
      placedAt: '2026-11-02T06:00:00.000Z',
      status: 'Shipped',
      paymentStatus: 'Paid',
      total: 14600,
      paid: 14600,
      due: 0,
    },
  ],
  totals: [{ userId: 'u1', orderCount: 1, total: 14600, paid: 14600, due: 0 }],
};

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

it('lists customers with their orders and amount due, and finds them by phone, e-mail or name', async () => {
  signInAs('support');
  net.reply('GET /api/admin/customers', { status: 200, json: page([LAKSHMI, ASHA]) });
  net.reply('GET /api/admin/customer-orders?userIds=c1%2Cu1', {
    status: 200,
    json: {
      orders: [],
      totals: [
        { userId: 'c1', orderCount: 2, total: 30000, paid: 9000, due: 21000 },
        { userId: 'u1', orderCount: 1, total: 14600, paid: 14600, due: 0 },
      ],
    },
  });
  net.reply('GET /api/admin/customers?q=lakshmi', { status: 200, json: page([LAKSHMI]) });
  net.reply('GET /api/admin/customer-orders?userIds=c1', {
    status: 200,
    json: { orders: [], totals: [{ userId: 'c1', orderCount: 2, total: 30000, paid: 9000, due: 21000 }] },
  });
  const view = renderAdmin('/admin/customers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/admin/customers');
  await screen.findByText('2 customers');
  await waitFor(() => expect(screen.getAllByRole('row')[1]).not.toHaveTextContent('…'));
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map(cells)).toEqual([
    ['Lakshmi Narayanan', '9840012345', 'lakshmi@example.in', 'Added by staff', '2', '₹21,000'],
    ['Asha Kumar', '9876543210', 'asha@example.in', 'Shop account', '1', '₹0'],
  ]);
  expect(within(rows[0]).getByRole('link', { name: 'Lakshmi Narayanan' })).toHaveAttribute(
    'href',
    '/admin/customers/c1',
  );
  // Support reads only.
  expect(screen.queryByRole('link', { name: 'Add customer' })).not.toBeInTheDocument();

  await view.user.type(screen.getByLabelText('Phone, e-mail or name'), 'lakshmi');
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('1 customer matching “lakshmi”')).toBeInTheDocument();
  expect(screen.queryByText('Asha Kumar')).not.toBeInTheDocument();
  expect(view.location.current.search).toBe('?q=lakshmi');
});

it('checks a new customer before sending, shows who already has the phone, then adds them', async () => {
  signInAs('staff');
  net.reply('GET /api/admin/customers', { status: 200, json: page([]) });
  net.reply('POST /api/admin/customers', {
    status: 409,
    json: { statusCode: 409, message: 'A customer with this phone number already exists: Asha Kumar.' },
  });
  const made: CustomerDetail = {
    ...LAKSHMI,
    addresses: [],
    notes: [],
    createdBy: { id: 'st', email: 'staff@rmj.test', role: 'staff' },
  };
  net.reply('POST /api/admin/customers', { status: 201, json: made });
  net.reply('GET /api/admin/customer-orders?userIds=c1', { status: 200, json: { orders: [], totals: [] } });
  const view = renderAdmin('/admin/customers');
  await view.user.click(await screen.findByRole('link', { name: 'Add customer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Add a customer' })).toBeInTheDocument();

  await view.user.click(screen.getByRole('button', { name: 'Add customer' }));
  expect(await screen.findByText('Please enter the customer’s name.')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'POST')).toEqual([]);

  await view.user.type(screen.getByLabelText('Name'), 'Lakshmi Narayanan');
  await view.user.type(screen.getByLabelText(/^Phone/), '+91 98765 43210');
  await view.user.click(screen.getByRole('button', { name: 'Add customer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A customer with this phone number already exists: Asha Kumar.',
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Lakshmi Narayanan');

  await view.user.clear(screen.getByLabelText(/^Phone/));
  await view.user.type(screen.getByLabelText(/^Phone/), '98400 12345');
  await view.user.type(screen.getByLabelText('E-mail (optional)'), 'Lakshmi@Example.in');
  await view.user.click(screen.getByRole('button', { name: 'Add customer' }));
  await waitFor(() => expect(view.location.current.pathname).toBe('/admin/customers/c1'));
  expect(net.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { name: 'Lakshmi Narayanan', phone: '9876543210', addresses: [] },
    { name: 'Lakshmi Narayanan', phone: '9840012345', email: 'lakshmi@example.in', addresses: [] },
  ]);
  expect(await screen.findByRole('heading', { level: 2, name: 'Lakshmi Narayanan' })).toBeInTheDocument();
  expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
});

it("shows a customer's orders with paid and due, addresses and notes, and adds a note", async () => {
  signInAs('staff');
  net.reply('GET /api/admin/customers/u1', { status: 200, json: ASHA_DETAIL });
  net.reply('GET /api/admin/customer-orders?userIds=u1', { status: 200, json: ASHA_ORDERS });
  const noted: CustomerDetail = {
    ...ASHA_DETAIL,
    notes: [
      {
        id: 'n2',
        text: 'Ring size 14.',
        at: '2026-11-29T10:00:00.000Z',
        by: { id: 'st', email: 'staff@rmj.test', role: 'staff' },
      },
      ...ASHA_DETAIL.notes,
    ],
  };
  net.reply('POST /api/admin/customers/u1/notes', { status: 201, json: noted });
  const view = renderAdmin('/admin/customers/u1');
  expect(await screen.findByRole('heading', { level: 2, name: 'Asha Kumar' })).toBeInTheDocument();
  expect(screen.getByText('Shop account')).toBeInTheDocument();
  // An account's details are the shopper's own: no edit.
  expect(screen.queryByRole('link', { name: 'Edit details' })).not.toBeInTheDocument();
  const orders = screen.getByRole('region', { name: 'Orders' });
  const [row] = (await within(orders).findAllByRole('row')).slice(1);
  expect(cells(row)).toEqual(['RMJ-AB12CD34EF', expect.any(String), 'Shipped', 'Paid', '₹14,600', '₹14,600', '₹0']);
  expect(within(row).getByRole('link', { name: 'RMJ-AB12CD34EF' })).toHaveAttribute(
    'href',
    '/admin/orders/RMJ-AB12CD34EF',
  );
  expect(screen.getByRole('region', { name: 'Addresses' })).toHaveTextContent('12 Temple Street');

  const notes = screen.getByRole('region', { name: 'Staff notes' });
  await view.user.click(within(notes).getByRole('button', { name: 'Add note' }));
  expect(await within(notes).findByText('Please write the note.')).toBeInTheDocument();
  await view.user.type(within(notes).getByLabelText('New note'), 'Ring size 14.');
  await view.user.click(within(notes).getByRole('button', { name: 'Add note' }));
  expect(await within(notes).findByText('Ring size 14.')).toBeInTheDocument();
  expect(within(notes).getByRole('status')).toHaveTextContent('Note added.');
  expect(net.sent.find((r) => r.method === 'POST')?.body).toEqual({ text: 'Ring size 14.' });
});

it('lets support read a customer but not edit them or add notes', async () => {
  signInAs('support');
  const record: CustomerDetail = { ...LAKSHMI, addresses: [], notes: [] };
  net.reply('GET /api/admin/customers/c1', { status: 200, json: record });
  net.reply('GET /api/admin/customer-orders?userIds=c1', { status: 200, json: { orders: [], totals: [] } });
  renderAdmin('/admin/customers/c1');
  expect(await screen.findByRole('heading', { level: 2, name: 'Lakshmi Narayanan' })).toBeInTheDocument();
  expect(screen.getByText('No notes yet.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit details' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
});

it('edits a record staff made and returns to its page', async () => {
  signInAs('owner');
  const record: CustomerDetail = { ...LAKSHMI, addresses: [], notes: [] };
  net.reply('GET /api/admin/customers/c1', { status: 200, json: record });
  net.reply('GET /api/admin/customer-orders?userIds=c1', { status: 200, json: { orders: [], totals: [] } });
  net.reply('PUT /api/admin/customers/c1', { status: 200, json: { ...record, name: 'Lakshmi N' } });
  const view = renderAdmin('/admin/customers/c1');
  await view.user.click(await screen.findByRole('link', { name: 'Edit details' }));
  const name = await screen.findByLabelText('Name');
  expect(name).toHaveValue('Lakshmi Narayanan');
  await view.user.clear(name);
  await view.user.type(name, 'Lakshmi N');
  await view.user.click(screen.getByRole('button', { name: 'Add an address' }));
  expect(screen.getByRole('group', { name: 'Address 1' })).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Remove address 1' }));
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(view.location.current.pathname).toBe('/admin/customers/c1'));
  expect(net.sent.find((r) => r.method === 'PUT')?.body).toEqual({
    name: 'Lakshmi N',
    phone: '9840012345',
    email: 'lakshmi@example.in',
    addresses: [],
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Lakshmi N' })).toBeInTheDocument();
});

it('joins a record to the account registered with its phone, with the code the customer reads out', async () => {
  signInAs('staff');
  const record: CustomerDetail = {
    ...LAKSHMI,
    addresses: [],
    notes: [],
    possibleAccounts: [{ id: 'u1', name: 'Asha Kumar', match: 'phone' }],
  };
  net.reply('GET /api/admin/customers/c1', { status: 200, json: record });
  net.reply('GET /api/admin/customer-orders?userIds=c1', { status: 200, json: { orders: [], totals: [] } });
  net.reply('POST /api/admin/customers/c1/link-code', {
    status: 200,
    json: { success: true, message: 'A code was e-mailed to a***a@example.in. Ask the customer to read it out.' },
  });
  net.reply('POST /api/admin/customers/c1/link', {
    status: 400,
    json: { statusCode: 400, message: 'Invalid or expired verification code.' },
  });
  const { possibleAccounts: _gone, ...rest } = record;
  net.reply('POST /api/admin/customers/c1/link', { status: 200, json: { ...rest, linkedTo: 'u1' } });
  const view = renderAdmin('/admin/customers/c1');
  const section = await screen.findByRole('region', { name: 'Shop account' });
  expect(section).toHaveTextContent('Asha Kumar registered with the same phone number.');
  await view.user.click(within(section).getByRole('button', { name: 'E-mail a code to join' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('A code was e-mailed to a***a@example.in.');

  const join = within(section).getByRole('button', { name: 'Join to Asha Kumar’s account' });
  await view.user.click(join);
  expect(await within(section).findByText('Please enter the 6-digit code.')).toBeInTheDocument();
  await view.user.type(within(section).getByLabelText('Code the customer read out'), '123456');
  await view.user.click(join);
  expect(await within(section).findByRole('alert')).toHaveTextContent('Invalid or expired verification code.');
  await view.user.click(join);
  expect(await screen.findByText(/Joined to a shop account/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'see the account' })).toHaveAttribute('href', '/admin/customers/u1');
  expect(net.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { accountId: 'u1' },
    { accountId: 'u1', code: '123456' },
    { accountId: 'u1', code: '123456' },
  ]);
});

it("shows an account's orders together with those of the records joined to it", async () => {
  signInAs('support');
  net.reply('GET /api/admin/customers/u1', {
    status: 200,
    json: { ...ASHA_DETAIL, linkedRecords: [{ id: 'c1', name: 'Asha K (WhatsApp)' }] },
  });
  net.reply('GET /api/admin/customer-orders?userIds=u1%2Cc1', {
    status: 200,
    json: {
      orders: ASHA_ORDERS.orders,
      totals: [ASHA_ORDERS.totals[0], { userId: 'c1', orderCount: 1, total: 20000, paid: 6000, due: 14000 }],
    },
  });
  renderAdmin('/admin/customers/u1');
  expect(await screen.findByRole('link', { name: 'Asha K (WhatsApp)' })).toHaveAttribute('href', '/admin/customers/c1');
  const orders = screen.getByRole('region', { name: 'Orders' });
  expect(await within(orders).findByText('₹14,000')).toBeInTheDocument();
  expect(within(orders).getByText('₹34,600')).toBeInTheDocument();
});
