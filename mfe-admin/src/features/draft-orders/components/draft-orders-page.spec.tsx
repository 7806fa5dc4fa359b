// The draft orders screens: the list (newest first, who saved each and when, the order a sent draft
// became); a new draft for a customer from their page, checked by the contract before sending and
// priced by the API's answer; a staff save that keeps the owner's discount, a refusal because
// someone else saved first (nothing typed lost, Reload brings theirs); an unbuyable line flagged;
// a catalogue piece with its engraving; and sending with an advance, showing the WhatsApp message.
import { screen, waitFor, within } from '@testing-library/react';
import {
  CONSENT_MESSAGES,
  draftOrderMessages,
  PRIVACY_NOTICE_VERSIONS,
  type CustomerDetail,
  type DraftOrder,
  type DraftOrdersPage,
  type SendDraftResponse,
} from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

const STAFF = { id: 'staff-staff', email: 'staff@rmj.test', role: 'staff' as const };
const OWNER = { id: 'staff-owner', email: 'owner@rmj.test', role: 'owner' as const };

const LAKSHMI: CustomerDetail = {
  id: 'c1',
  kind: 'record',
  name: 'Lakshmi Narayanan',
  phone: '9840012345',
  email: 'lakshmi@example.in',
  ordersUserId: 'c1',
  createdAt: '2026-11-28T05:00:00.000Z',
  addresses: [
    {
      id: 'a1',
      name: 'Lakshmi Narayanan',
      phone: '9840012345',
      address: '4 North Car Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    },
  ],
  notes: [],
};

const DRAFT: DraftOrder = {
  id: 'd1',
  version: 3,
  customer: { ordersUserId: 'c1', name: 'Lakshmi Narayanan', phone: '9840012345', email: 'lakshmi@example.in' },
  lineCount: 1,
  totalWhenSaved: 45000,
  createdAt: '2026-11-29T05:00:00.000Z',
  createdBy: OWNER,
  updatedAt: '2026-11-29T06:00:00.000Z',
  updatedBy: OWNER,
  lines: [
    {
      kind: 'custom',
      description: 'Mango mala with ruby, 24 inch',
      rateKey: 'gold-916',
      netWeightGrams: 5.25,
      priceRupees: 50000,
      quantity: 1,
    },
  ],
  discount: { kind: 'amount', rupees: 5000, reason: 'Old customer' },
  note: 'Pays on Friday',
  pricing: {
    lines: [
      {
        kind: 'custom',
        productId: 'custom',
        name: 'Mango mala with ruby, 24 inch',
        price: 50000,
        quantity: 1,
        total: 50000,
        image: '',
        pricingRecord: { breakup: { pricing: 'fixed', taxable: 4854369, gst: 145631, roundOff: 0, total: 5000000 } },
      },
    ],
    subtotal: 50000,
    shipping: 0,
    discount: 5000,
    total: 45000,
    buyable: true,
    message: 'Prices checked',
  },
} as DraftOrder;

const page = (drafts: DraftOrder[]): DraftOrdersPage => ({ drafts, total: drafts.length, page: 1, pageSize: 20 });

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

const sentTo = (method: string, path: string) => net.sent.filter((r) => r.method === method && r.path === path);

it('lists drafts newest first with who saved them, and links a sent one to its order', async () => {
  signInAs('support');
  net.reply('GET /api/admin/draft-orders', {
    status: 200,
    json: page([
      { ...DRAFT, id: 'd2', updatedBy: STAFF, sentAt: '2026-11-29T07:00:00.000Z', orderNumber: 'RMJ-AB12CD34EF' },
      DRAFT,
    ]),
  });
  renderAdmin('/admin/draft-orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Draft orders' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).getByRole('link', { name: 'Draft orders' })).toHaveAttribute('href', '/admin/draft-orders');
  await screen.findByText('2 draft orders');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Lakshmi Narayanan');
  expect(rows[0]).toHaveTextContent('1 line');
  expect(rows[0]).toHaveTextContent('₹45,000');
  expect(rows[0]).toHaveTextContent('by staff@rmj.test');
  expect(within(rows[0]).getByRole('link', { name: 'RMJ-AB12CD34EF' })).toHaveAttribute(
    'href',
    '/admin/orders/RMJ-AB12CD34EF',
  );
  expect(rows[1]).toHaveTextContent('Draft');
  expect(within(rows[1]).getByRole('link', { name: 'Lakshmi Narayanan' })).toHaveAttribute(
    'href',
    '/admin/draft-orders/d1',
  );
  // Support reads only.
  expect(screen.queryByRole('link', { name: 'New draft order' })).not.toBeInTheDocument();
});

it('starts a draft from the customer’s page, checks it as the contract does, and shows the API’s pricing', async () => {
  signInAs('staff');
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  net.reply('GET /api/admin/customer-orders?userIds=c1', { status: 200, json: { orders: [], totals: [] } });
  const saved = { ...DRAFT, discount: undefined, pricing: { ...DRAFT.pricing, discount: 0, total: 50000 } };
  net.reply('POST /api/admin/draft-orders', { status: 201, json: saved });
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: saved });
  const view = renderAdmin('/admin/customers/c1');
  await view.user.click(await screen.findByRole('link', { name: 'New draft order for this customer' }));
  expect(view.location.current).toMatchObject({ pathname: '/admin/draft-orders/new', search: '?customer=c1' });
  expect(await screen.findByRole('heading', { level: 1, name: 'New draft order' })).toBeInTheDocument();
  expect(await screen.findByRole('group', { name: 'Customer' })).toHaveTextContent('Lakshmi Narayanan');

  // Nothing yet: the contract's own message, nothing sent.
  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(draftOrderMessages.linesRequired)).toBeInTheDocument();

  await view.user.click(screen.getByRole('button', { name: 'Add a custom piece' }));
  await view.user.type(screen.getByLabelText('Net weight (g)'), '5.2555');
  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(draftOrderMessages.descriptionRequired)).toBeInTheDocument();
  expect(screen.getByText(draftOrderMessages.weightInvalid)).toBeInTheDocument();
  expect(screen.getByText(draftOrderMessages.priceInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText('Net weight (g)')).toHaveAttribute('aria-invalid', 'true');
  expect(sentTo('POST', '/api/admin/draft-orders')).toEqual([]);

  await view.user.type(screen.getByLabelText('Description'), 'Mango mala with ruby, 24 inch');
  await view.user.clear(screen.getByLabelText('Net weight (g)'));
  await view.user.type(screen.getByLabelText('Net weight (g)'), '5.25');
  await view.user.type(screen.getByLabelText('Price of one piece (₹)'), '50000');
  await view.user.selectOptions(screen.getByLabelText('Send to'), 'saved:a1');
  await view.user.type(screen.getByLabelText('Note (optional)'), 'Pays on Friday');
  // Staff see no discount field.
  expect(screen.getByText('Only the owner can give or change a discount.')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(view.location.current.pathname).toBe('/admin/draft-orders/d1'));
  expect(await screen.findByText('The draft order is saved.')).toBeInTheDocument();
  expect(sentTo('POST', '/api/admin/draft-orders')[0].body).toEqual({
    customer: { ordersUserId: 'c1', name: 'Lakshmi Narayanan', phone: '9840012345', email: 'lakshmi@example.in' },
    deliveryAddress: {
      name: 'Lakshmi Narayanan',
      phone: '9840012345',
      address: '4 North Car Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      country: 'India',
    },
    lines: [
      {
        kind: 'custom',
        description: 'Mango mala with ruby, 24 inch',
        rateKey: 'gold-916',
        netWeightGrams: 5.25,
        priceRupees: 50000,
        quantity: 1,
      },
    ],
    note: 'Pays on Friday',
  });
  const pricing = await screen.findByRole('region', { name: 'Pricing' });
  expect(pricing).toHaveTextContent('Each: taxable value ₹48,543.69 + GST ₹1,456.31');
  expect(pricing).toHaveTextContent('Total₹50,000');
});

it('keeps the owner’s discount on a staff save; a save over someone else’s keeps what was typed and offers Reload', async () => {
  signInAs('staff');
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: DRAFT });
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  net.reply('PUT /api/admin/draft-orders/d1', {
    status: 409,
    json: { statusCode: 409, message: draftOrderMessages.changed },
  });
  const view = renderAdmin('/admin/draft-orders/d1');
  expect(await screen.findByText('₹5,000 off: Old customer')).toBeInTheDocument();
  const note = screen.getByLabelText('Note (optional)');
  await view.user.clear(note);
  await view.user.type(note, 'Pays on Saturday');
  expect(screen.getByText('As priced at the last save: save again to price your changes.')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(draftOrderMessages.changed);
  expect(sentTo('PUT', '/api/admin/draft-orders/d1')[0].body).toMatchObject({
    version: 3,
    discount: { kind: 'amount', rupees: 5000, reason: 'Old customer' },
    note: 'Pays on Saturday',
  });
  expect(screen.getByLabelText('Note (optional)')).toHaveValue('Pays on Saturday');

  net.replyOnly('GET /api/admin/draft-orders/d1', {
    status: 200,
    json: { ...DRAFT, version: 4, note: 'Pays on Monday', updatedBy: OWNER },
  });
  await view.user.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(screen.getByLabelText('Note (optional)')).toHaveValue('Pays on Monday'));
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
});

it('adds a catalogue piece with its engraving, shows the API’s field problems beside them and flags an unbuyable line', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: DRAFT });
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  net.reply('GET /api/products/search?q=chain&limit=10', {
    status: 200,
    json: {
      products: [
        {
          id: 'p1',
          _id: 'p1',
          name: 'Gold Name Chain',
          price: 30000,
          inStock: true,
          customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
        },
      ],
      currentPage: 1,
      totalPages: 1,
      total: 1,
    },
  });
  net.reply('PUT /api/admin/draft-orders/d1', {
    status: 400,
    json: {
      statusCode: 400,
      message: draftOrderMessages.discountTooLarge(50000),
      issues: [{ field: 'discount', message: draftOrderMessages.discountTooLarge(50000) }],
    },
  });
  const unbuyable = {
    ...DRAFT,
    version: 4,
    pricing: {
      ...DRAFT.pricing,
      buyable: false,
      message: 'Gold Name Chain is sold out.',
      lines: [
        ...DRAFT.pricing.lines,
        {
          kind: 'catalogue',
          productId: 'p1',
          name: 'Gold Name Chain',
          price: 30000,
          quantity: 1,
          total: 30000,
          image: '',
          availability: 'sold-out',
          message: 'Gold Name Chain is sold out.',
        },
      ],
    },
  } as DraftOrder;
  net.reply('PUT /api/admin/draft-orders/d1', { status: 200, json: unbuyable });
  const view = renderAdmin('/admin/draft-orders/d1');
  await view.user.click(await screen.findByRole('button', { name: 'Add a catalogue piece' }));
  await view.user.type(screen.getByLabelText('Find a piece in the catalogue'), 'chain');
  await view.user.click(screen.getByRole('button', { name: 'Find piece' }));
  await view.user.click(await screen.findByRole('button', { name: 'Add Gold Name Chain' }));
  const line = screen.getByRole('group', { name: 'Line 2: Gold Name Chain' });
  await view.user.selectOptions(within(line).getByLabelText('Personalisation'), 'engraving');
  await view.user.type(within(line).getByLabelText('Words to engrave'), 'ANU');
  await view.user.selectOptions(within(line).getByLabelText('Font'), 'serif');

  // The owner edits the discount; the API refuses it beside the field.
  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  const discount = screen.getByRole('combobox', { name: 'Discount' });
  await waitFor(() => expect(discount).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getAllByText(draftOrderMessages.discountTooLarge(50000)).length).toBeGreaterThan(0);
  expect(sentTo('PUT', '/api/admin/draft-orders/d1')[0].body).toMatchObject({
    lines: [
      { kind: 'custom' },
      {
        kind: 'catalogue',
        productId: 'p1',
        quantity: 1,
        customization: { type: 'engraving', customName: 'ANU', selectedFont: 'serif', fontSize: 40 },
      },
    ],
  });

  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('The draft order is saved.')).toBeInTheDocument();
  const pricing = screen.getByRole('region', { name: 'Pricing' });
  expect(within(pricing).getAllByText('Gold Name Chain is sold out.')).toHaveLength(2);
});

it('sends a saved draft for an advance and shows the link with its WhatsApp message', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: DRAFT });
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  const answer: SendDraftResponse = {
    success: true,
    message: 'Sent as order RMJ-AB12CD34EF. The payment link is ready to share.',
    orderNumber: 'RMJ-AB12CD34EF',
    paymentRequest: {
      linkId: 'plink_1',
      purpose: 'advance',
      amountRupees: 13500,
      status: 'open',
      url: 'https://rzp.io/i/abc',
      expiresAt: '2026-12-06T06:00:00.000Z',
      createdAt: '2026-11-29T06:00:00.000Z',
      createdBy: OWNER,
      emailed: true,
      whatsApp: { text: 'Dear Lakshmi Narayanan,\nPlease pay', url: 'https://wa.me/919840012345?text=Dear' },
    },
  };
  net.reply('POST /api/admin/draft-orders/d1/send', { status: 201, json: answer });
  const view = renderAdmin('/admin/draft-orders/d1');
  await view.user.click(await screen.findByRole('radio', { name: 'An advance as a percentage' }));
  await view.user.type(screen.getByLabelText('Advance (%)'), '30');
  expect(screen.getByText(/The link will ask for/)).toHaveTextContent('The link will ask for ₹13,500 of ₹45,000.');
  net.replyOnly('GET /api/admin/draft-orders/d1', {
    status: 200,
    json: { ...DRAFT, sentAt: '2026-11-29T06:00:00.000Z', orderNumber: 'RMJ-AB12CD34EF' },
  });
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  const shown = await screen.findByRole('region', { name: 'Payment request' });
  expect(sentTo('POST', '/api/admin/draft-orders/d1/send')[0].body).toEqual({
    version: 3,
    ask: { kind: 'advancePercent', percent: 30 },
    expiryDays: 7,
  });
  expect(shown).toHaveTextContent('Advance₹13,500');
  expect(shown).toHaveTextContent('E-mailed to the customer.');
  expect(within(shown).getByLabelText('WhatsApp message')).toHaveValue('Dear Lakshmi Narayanan,\nPlease pay');
  expect(within(shown).getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919840012345?text=Dear',
  );
  expect(within(shown).getByRole('link', { name: 'RMJ-AB12CD34EF' })).toHaveAttribute(
    'href',
    '/admin/orders/RMJ-AB12CD34EF',
  );
  // Sent: nothing more to change.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument());
});

it('deletes a draft after a confirmation naming the customer', async () => {
  signInAs('staff');
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: DRAFT });
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  net.reply('DELETE /api/admin/draft-orders/d1', { status: 200, json: { success: true, message: 'Deleted.' } });
  net.reply('GET /api/admin/draft-orders', { status: 200, json: page([]) });
  const view = renderAdmin('/admin/draft-orders/d1');
  await view.user.click(await screen.findByRole('button', { name: 'Delete draft' }));
  expect(sentTo('DELETE', '/api/admin/draft-orders/d1')).toEqual([]);
  await view.user.click(screen.getByRole('button', { name: 'Delete the draft for Lakshmi Narayanan' }));
  await waitFor(() => expect(view.location.current.pathname).toBe('/admin/draft-orders'));
  expect(await screen.findByText('No draft orders yet.')).toBeInTheDocument();
});

it('uploads the customer’s fingerprint only once staff tick that the customer consented', async () => {
  signInAs('staff');
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: DRAFT });
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  net.reply('GET /api/products/search?q=fingerprint&limit=10', {
    status: 200,
    json: {
      products: [
        {
          id: 'p2',
          _id: 'p2',
          name: 'Fingerprint Pendant',
          price: 8000,
          inStock: true,
          customizationTypes: [{ id: 'fingerprint', name: 'Fingerprint' }],
        },
      ],
      currentPage: 1,
      totalPages: 1,
      total: 1,
    },
  });
  const fileId = 'f'.repeat(32);
  net.reply('POST /api/files', {
    status: 201,
    json: { success: true, fileId, name: 'thumb.png', type: 'image/png', size: 2048 },
  });
  net.reply(`GET /api/admin/files/${fileId}`, { status: 200, text: 'png-bytes', contentType: 'image/png' });
  net.reply('PUT /api/admin/draft-orders/d1', { status: 200, json: { ...DRAFT, version: 4 } });
  const view = renderAdmin('/admin/draft-orders/d1');
  await view.user.click(await screen.findByRole('button', { name: 'Add a catalogue piece' }));
  await view.user.type(screen.getByLabelText('Find a piece in the catalogue'), 'fingerprint');
  await view.user.click(screen.getByRole('button', { name: 'Find piece' }));
  await view.user.click(await screen.findByRole('button', { name: 'Add Fingerprint Pendant' }));
  const line = screen.getByRole('group', { name: 'Line 2: Fingerprint Pendant' });
  await view.user.selectOptions(within(line).getByLabelText('Personalisation'), 'fingerprint');
  const picture = new File(['png'], 'thumb.png', { type: 'image/png' });
  await view.user.upload(within(line).getByLabelText('The customer’s fingerprint'), picture);
  expect(await within(line).findByRole('alert')).toHaveTextContent(CONSENT_MESSAGES.required);
  expect(sentTo('POST', '/api/files')).toEqual([]);

  await view.user.click(within(line).getByRole('checkbox'));
  await view.user.upload(within(line).getByLabelText('The customer’s fingerprint'), picture);
  expect(await within(line).findByText('thumb.png')).toBeInTheDocument();
  const form = sentTo('POST', '/api/files')[0].body as FormData;
  expect(form.get('purpose')).toBe('fingerprint');
  expect(form.get('consent')).toBe(PRIVACY_NOTICE_VERSIONS.fingerprint);

  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  await screen.findByText('The draft order is saved.');
  expect((sentTo('PUT', '/api/admin/draft-orders/d1')[0].body as { lines: unknown[] }).lines[1]).toEqual({
    kind: 'catalogue',
    productId: 'p2',
    quantity: 1,
    customization: { type: 'fingerprint', uploadedFile: { name: 'thumb.png', type: 'image/png', size: 2048 }, fileId },
  });
});

it('lets support read a draft without changing, deleting or sending it', async () => {
  signInAs('support');
  net.reply('GET /api/admin/draft-orders/d1', { status: 200, json: DRAFT });
  net.reply('GET /api/admin/customers/c1', { status: 200, json: LAKSHMI });
  renderAdmin('/admin/draft-orders/d1');
  expect(await screen.findByText('₹5,000 off: Old customer')).toBeInTheDocument();
  expect(screen.getByLabelText('Description')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Note (optional)')).toHaveValue('Pays on Friday');
  for (const name of ['Save draft', 'Delete draft', 'Send', 'Add a custom piece', 'Change customer'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Pricing' })).toHaveTextContent('Total₹45,000');
});
