// /track-order after payment: the order's progress and shipment for everyone with the
// number, and the owner's tax invoice and own cancellation.
import { screen, waitFor, within } from '@testing-library/react';
import { cancelMessages, type TrackOrderResponse } from '@rmj/contracts';
import { blobText, catchDownloads, installFakeNetwork, type CaughtDownloads, type FakeNetwork } from '@rmj/web-testing';
import { logIn, renderShop } from '../../../testing/render-cart';

const ORDER = 'RMJ-7K3M9Q2X4P';
const TRACK = `GET /api/track-order/${ORDER}`;
const masked: TrackOrderResponse = {
  success: true,
  masked: true,
  orderId: ORDER,
  orderDate: '2026-11-20T06:00:00.000Z',
  totalAmount: 17100,
  paymentStatus: 'Paid',
  status: 'Shipped',
  customerName: 'A.',
  customerEmail: 'a***@example.in',
  customerNumber: '******3210',
  customerCity: 'Madurai',
  products: [{ name: 'Engraved Silver Ring', quantity: 1, price: 17100 }],
  timeline: [
    { state: 'Processing', at: '2026-11-20T06:00:00.000Z' },
    { state: 'In workshop', at: '2026-11-23T04:30:00.000Z' },
    { state: 'Quality check', at: '2026-11-25T11:00:00.000Z' },
    { state: 'Shipped', at: '2026-11-26T09:35:00.000Z' },
  ],
  shipment: {
    courier: 'Blue Dart',
    awb: 'BD12345678',
    trackingUrl: 'https://www.bluedart.com/tracking?awb=BD12345678',
    shippedAt: '2026-11-26T09:35:00.000Z',
  },
};
const owner: TrackOrderResponse = {
  ...masked,
  masked: false,
  customerName: 'Anjali Menon',
  invoice: { invoiceNumber: 'RMJ/26-27/000042', issuedAt: '2026-11-26T09:35:00.000Z' },
};
const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();
const justPaid = (): TrackOrderResponse => ({
  ...owner,
  status: 'Processing',
  timeline: [{ state: 'Processing', at: new Date().toISOString() }],
  shipment: undefined,
  invoice: undefined,
  cancellableUntil: inHalfAnHour(),
});

let net: FakeNetwork;
let downloads: CaughtDownloads;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

it('shows anyone with the number the states reached with their India-time dates, and the courier, AWB and parcel link', async () => {
  net.reply(TRACK, { status: 200, json: masked });
  renderShop(`/track-order?order=${ORDER}`);
  const progress = await screen.findByRole('region', { name: 'Order progress' });
  const steps = within(within(progress).getByRole('list')).getAllByRole('listitem');
  expect(progress.querySelector('ol')).not.toBeNull();
  expect(steps.map((step) => step.textContent)).toEqual([
    'ProcessingFri, 20 Nov 2026, 11:30 am',
    'In workshopMon, 23 Nov 2026, 10:00 am',
    'Quality checkWed, 25 Nov 2026, 4:30 pm',
    'ShippedThu, 26 Nov 2026, 3:05 pm',
  ]);
  expect(steps[3]).toHaveAttribute('aria-current', 'step');
  expect(within(screen.getByRole('tabpanel')).getAllByText('Shipped')[0]).toHaveClass('crt-status--shipped');

  const shipment = screen.getByRole('region', { name: 'Shipment' });
  expect(shipment).toHaveTextContent('Blue Dart');
  expect(shipment).toHaveTextContent('BD12345678');
  const parcel = within(shipment).getByRole('link', { name: /^Track your parcel/ });
  expect(parcel).toHaveAttribute('href', 'https://www.bluedart.com/tracking?awb=BD12345678');
  expect(parcel).toHaveAttribute('target', '_blank');
  expect(parcel.getAttribute('rel')).toContain('noopener');
  expect(parcel).toHaveAccessibleName('Track your parcel (opens in a new tab)');
  // Nothing to download or cancel without the owner's login.
  expect(screen.queryByRole('button', { name: 'Download tax invoice' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

it("downloads the owner's tax invoice with their token, saved under the invoice's number", async () => {
  logIn();
  net.reply(TRACK, { status: 200, json: owner });
  net.reply(`GET /api/orders/${ORDER}/invoice`, {
    status: 200,
    text: '%PDF-1.7 tax invoice',
    contentType: 'application/pdf',
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  await user.click(await screen.findByRole('button', { name: 'Download tax invoice' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(downloads.saved[0].name).toBe('RMJ-26-27-000042.pdf');
  expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 tax invoice');
  expect(net.sent.at(-1)).toMatchObject({ path: `/api/orders/${ORDER}/invoice`, authorization: 'Bearer tok' });
  // Shipped: too late to cancel.
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

it("downloads each of the owner's credit notes beside the invoice, saved under its number", async () => {
  logIn();
  net.reply(TRACK, {
    status: 200,
    json: {
      ...owner,
      status: 'Refunded',
      creditNotes: [
        { creditNoteNumber: 'CN/26-27/000003', issuedAt: '2026-11-28T09:35:00.000Z', amount: 500_000 },
        { creditNoteNumber: 'CN/26-27/000005', issuedAt: '2026-11-29T09:35:00.000Z', amount: 1_210_000 },
      ],
    },
  });
  net.reply(`GET /api/orders/${ORDER}/credit-notes/CN-26-27-000005`, {
    status: 200,
    text: '%PDF-1.7 credit note',
    contentType: 'application/pdf',
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  expect(await screen.findByRole('button', { name: 'Download tax invoice' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download credit note CN/26-27/000003' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/000005' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(downloads.saved[0].name).toBe('CN-26-27-000005.pdf');
  expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 credit note');
  expect(net.sent.at(-1)).toMatchObject({
    path: `/api/orders/${ORDER}/credit-notes/CN-26-27-000005`,
    authorization: 'Bearer tok',
  });
});

it('says why a credit note could not be downloaded, in our words when the server says nothing', async () => {
  logIn();
  net.reply(TRACK, {
    status: 200,
    json: {
      ...owner,
      creditNotes: [{ creditNoteNumber: 'CN/26-27/000003', issuedAt: '2026-11-28T09:35:00.000Z', amount: 100 }],
    },
  });
  net.reply(`GET /api/orders/${ORDER}/credit-notes/CN-26-27-000003`, { networkError: true });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  const button = await screen.findByRole('button', { name: 'Download credit note CN/26-27/000003' });
  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The credit note could not be downloaded. Please try again.',
  );
  expect(button).toHaveAccessibleDescription('The credit note could not be downloaded. Please try again.');
});

it("says why the invoice could not be downloaded, in the server's words or ours", async () => {
  logIn();
  net.reply(TRACK, { status: 200, json: owner });
  net.reply(`GET /api/orders/${ORDER}/invoice`, {
    status: 404,
    json: { statusCode: 404, success: false, message: 'The tax invoice is issued when the order ships.' },
  });
  net.reply(`GET /api/orders/${ORDER}/invoice`, { networkError: true });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  const button = await screen.findByRole('button', { name: 'Download tax invoice' });
  await user.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent('The tax invoice is issued when the order ships.');
  await user.click(button);
  expect(await screen.findByText('The tax invoice could not be downloaded. Please try again.')).toBeInTheDocument();
  expect(downloads.saved).toHaveLength(0);
});

it('lets the owner cancel within the window: asks first, says it is done, then shows the new state', async () => {
  logIn();
  const order = justPaid();
  net.reply(TRACK, { status: 200, json: order });
  net.reply(TRACK, {
    status: 200,
    json: {
      ...order,
      status: 'Cancelled',
      cancellableUntil: undefined,
      timeline: [...order.timeline!, { state: 'Cancelled', at: new Date().toISOString() }],
    },
  });
  net.reply(`POST /api/orders/${ORDER}/cancel`, {
    status: 200,
    json: { success: true, status: 'Cancelled', message: cancelMessages.done },
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  expect(await screen.findByText(/^You can cancel this order until /)).toBeInTheDocument();

  // Asked first; keeping it sends nothing.
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  const question = screen.getByRole('group', { name: /Cancel this order\?/ });
  expect(within(question).getByRole('button', { name: 'Yes, cancel the order' })).toHaveFocus();
  await user.click(within(question).getByRole('button', { name: 'Keep the order' }));
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await screen.findByRole('status')).toHaveTextContent(cancelMessages.done);
  await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
  expect(net.sent.find((r) => r.method === 'POST')).toEqual({
    method: 'POST',
    path: `/api/orders/${ORDER}/cancel`,
    body: {},
    authorization: 'Bearer tok',
  });
  expect(screen.getByRole('region', { name: 'Order progress' })).toHaveTextContent('Cancelled');
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

it("shows the server's reason when the cancellation is refused, and the order as it now is", async () => {
  logIn();
  const order = justPaid();
  net.reply(TRACK, { status: 200, json: order });
  net.reply(TRACK, { status: 200, json: { ...order, status: 'In workshop', cancellableUntil: undefined } });
  net.reply(`POST /api/orders/${ORDER}/cancel`, {
    status: 409,
    json: { statusCode: 409, success: false, message: cancelMessages.tooLate },
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(cancelMessages.tooLate);
  await waitFor(() => expect(screen.getByText('In workshop')).toHaveClass('crt-status--pending'));
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

it('offers no cancellation once the window has closed', async () => {
  logIn();
  net.reply(TRACK, {
    status: 200,
    json: { ...justPaid(), cancellableUntil: new Date(Date.now() - 60_000).toISOString() },
  });
  renderShop(`/track-order?order=${ORDER}`);
  await screen.findByRole('region', { name: 'Order progress' });
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});

it('shows a cash-on-delivery order awaiting confirmation as Unpaid, in orange-red, paid by cash on delivery', async () => {
  net.reply(TRACK, {
    status: 200,
    json: {
      ...masked,
      paymentStatus: 'Unpaid',
      paymentMethod: 'cod',
      status: 'Awaiting confirmation',
      timeline: [{ state: 'Awaiting confirmation', at: '2026-11-20T06:00:00.000Z' }],
      shipment: undefined,
    } satisfies TrackOrderResponse,
  });
  renderShop(`/track-order?order=${ORDER}`);
  const progress = await screen.findByRole('region', { name: 'Order progress' });
  expect(within(progress).getByRole('listitem')).toHaveTextContent('Awaiting confirmationFri, 20 Nov 2026, 11:30 am');
  const info = screen.getByRole('tabpanel');
  expect(within(info).getByText('Unpaid')).toHaveClass('crt-status--unpaid');
  expect(within(info).getByText('Cash on delivery')).toBeInTheDocument();
  expect(within(info).getAllByText('Awaiting confirmation')[0]).toHaveClass('crt-status--pending');
});

it('lets the owner cancel a cash-on-delivery order before the shop calls, in words that promise no refund', async () => {
  logIn();
  const awaiting: TrackOrderResponse = {
    ...owner,
    paymentStatus: 'Unpaid',
    paymentMethod: 'cod',
    status: 'Awaiting confirmation',
    timeline: [{ state: 'Awaiting confirmation', at: new Date().toISOString() }],
    shipment: undefined,
    invoice: undefined,
    cancellableUnpaid: true,
  };
  net.reply(TRACK, { status: 200, json: awaiting });
  net.reply(TRACK, {
    status: 200,
    json: {
      ...awaiting,
      status: 'Cancelled',
      cancellableUnpaid: undefined,
      timeline: [...awaiting.timeline!, { state: 'Cancelled', at: new Date().toISOString() }],
    },
  });
  net.reply(`POST /api/orders/${ORDER}/cancel`, {
    status: 200,
    json: { success: true, status: 'Cancelled', message: cancelMessages.unpaid.done },
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  expect(await screen.findByText('You can cancel this order until we call you to confirm it.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  const question = screen.getByRole('group', {
    name: 'Cancel this order? Nothing has been paid, so nothing is charged.',
  });
  expect(question).not.toHaveTextContent(/goes back|refund/);
  await user.click(within(question).getByRole('button', { name: 'Yes, cancel the order' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'Your order is cancelled. Nothing was paid for it, so there is nothing to pay or refund.',
  );
  expect(status).not.toHaveTextContent(/goes back to your payment method/);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
});

it('offers no cancellation once the shop has confirmed a cash-on-delivery order', async () => {
  logIn();
  net.reply(TRACK, {
    status: 200,
    json: {
      ...owner,
      paymentStatus: 'Unpaid',
      paymentMethod: 'cod',
      status: 'Processing',
      shipment: undefined,
      invoice: undefined,
    } satisfies TrackOrderResponse,
  });
  renderShop(`/track-order?order=${ORDER}`);
  await screen.findByRole('region', { name: 'Order progress' });
  expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
});
