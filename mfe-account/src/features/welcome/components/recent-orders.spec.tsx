// /welcome's recent orders after payment: each order's state in words and colour, the
// tax invoice once issued, and the shopper's own cancellation while the window is open.
import { screen, waitFor, within } from '@testing-library/react';
import { cancelMessages, type MyOrder } from '@rmj/contracts';
import { blobText, catchDownloads, installFakeNetwork, type CaughtDownloads, type FakeNetwork } from '@rmj/web-testing';
import { renderPages } from '../../../testing/render-account';

const MINE = 'GET /api/orders/mine';
const base: MyOrder = {
  orderId: 'RMJ-7K3M9Q2X4P',
  orderDate: '2026-11-20T06:00:00.000Z',
  totalAmount: 17100,
  status: 'Processing',
  paymentStatus: 'Paid',
  itemCount: 1,
  productNames: ['Engraved Silver Ring'],
};
const shipped: MyOrder = {
  ...base,
  orderId: 'RMJ-SH1PPED000',
  status: 'Shipped',
  invoice: { invoiceNumber: 'RMJ/26-27/000042', issuedAt: '2026-11-26T09:35:00.000Z' },
};
const refunded: MyOrder = { ...base, orderId: 'RMJ-REFVNDED00', status: 'Refunded', paymentStatus: 'Refunded' };
const returned: MyOrder = {
  ...base,
  orderId: 'RMJ-RETVRNED00',
  status: 'Returned',
  paymentStatus: 'Partially refunded',
};
const justPaid = (): MyOrder => ({ ...base, cancellableUntil: new Date(Date.now() + 30 * 60_000).toISOString() });

let net: FakeNetwork;
let downloads: CaughtDownloads;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('firstName', 'Anjali');
  net = installFakeNetwork();
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

const itemOf = async (orderId: string) =>
  (await screen.findByRole('link', { name: orderId })).closest('li') as HTMLElement;

it('shows each order’s current state in words and in the tracking colours', async () => {
  net.reply(MINE, { status: 200, json: { success: true, orders: [base, shipped, refunded, returned] } });
  renderPages('/welcome');
  expect(within(await itemOf(base.orderId)).getByText('Processing')).toHaveClass('acc-status--pending');
  expect(within(await itemOf(shipped.orderId)).getByText('Shipped')).toHaveClass('acc-status--shipped');
  const refundedItem = await itemOf(refunded.orderId);
  expect(within(refundedItem).getByText('Refunded')).toHaveClass('acc-status--pending');
  expect(refundedItem).not.toHaveTextContent('Payment');
  const returnedItem = await itemOf(returned.orderId);
  expect(within(returnedItem).getByText('Returned')).toBeInTheDocument();
  expect(within(returnedItem).getByText('Payment partially refunded')).toHaveClass('acc-status--unpaid');
  // Nothing to download or cancel on an order without an invoice or an open window.
  expect(within(await itemOf(base.orderId)).queryByRole('button')).toBeNull();
});

it('downloads an issued tax invoice with the shopper’s token, under the invoice’s number', async () => {
  net.reply(MINE, { status: 200, json: { success: true, orders: [shipped] } });
  net.reply(`GET /api/orders/${shipped.orderId}/invoice`, {
    status: 200,
    text: '%PDF-1.7 tax invoice',
    contentType: 'application/pdf',
  });
  const { user } = renderPages('/welcome');
  const item = await itemOf(shipped.orderId);
  expect(within(item).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  await user.click(within(item).getByRole('button', { name: 'Download tax invoice' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(downloads.saved[0].name).toBe('RMJ-26-27-000042.pdf');
  expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 tax invoice');
  expect(net.sent.at(-1)).toMatchObject({
    path: `/api/orders/${shipped.orderId}/invoice`,
    authorization: 'Bearer tok',
  });
});

it('says why an invoice could not be downloaded', async () => {
  net.reply(MINE, { status: 200, json: { success: true, orders: [shipped] } });
  net.reply(`GET /api/orders/${shipped.orderId}/invoice`, { networkError: true });
  const { user } = renderPages('/welcome');
  await user.click(within(await itemOf(shipped.orderId)).getByRole('button', { name: 'Download tax invoice' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The tax invoice could not be downloaded. Please try again.',
  );
  expect(downloads.saved).toHaveLength(0);
});

it('cancels an order within the window after asking, says so, and shows its new state', async () => {
  const order = justPaid();
  net.reply(MINE, { status: 200, json: { success: true, orders: [order] } });
  net.reply(MINE, {
    status: 200,
    json: { success: true, orders: [{ ...order, status: 'Cancelled', cancellableUntil: undefined }] },
  });
  net.reply(`POST /api/orders/${order.orderId}/cancel`, {
    status: 200,
    json: { success: true, status: 'Cancelled', message: cancelMessages.done },
  });
  const { user } = renderPages('/welcome');
  const item = await itemOf(order.orderId);
  await user.click(within(item).getByRole('button', { name: 'Cancel order' }));
  const question = within(item).getByRole('group', { name: /^Cancel order RMJ-7K3M9Q2X4P\?/ });
  expect(within(question).getByRole('button', { name: 'Yes, cancel the order' })).toHaveFocus();
  await user.click(within(question).getByRole('button', { name: 'Keep the order' }));
  expect(within(item).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.click(within(item).getByRole('button', { name: 'Cancel order' }));
  await user.click(within(item).getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await within(item).findByRole('status')).toHaveTextContent(cancelMessages.done);
  expect(await within(item).findByText('Cancelled')).toHaveClass('acc-status--pending');
  expect(within(item).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  expect(net.sent.find((r) => r.method === 'POST')).toEqual({
    method: 'POST',
    path: `/api/orders/${order.orderId}/cancel`,
    body: {},
    authorization: 'Bearer tok',
  });
});

it('shows the server’s reason when it is too late to cancel', async () => {
  const order = justPaid();
  net.reply(MINE, { status: 200, json: { success: true, orders: [order] } });
  net.reply(MINE, {
    status: 200,
    json: { success: true, orders: [{ ...order, status: 'In workshop', cancellableUntil: undefined }] },
  });
  net.reply(`POST /api/orders/${order.orderId}/cancel`, {
    status: 409,
    json: { statusCode: 409, success: false, message: cancelMessages.tooLate },
  });
  const { user } = renderPages('/welcome');
  const item = await itemOf(order.orderId);
  await user.click(within(item).getByRole('button', { name: 'Cancel order' }));
  await user.click(within(item).getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await within(item).findByRole('alert')).toHaveTextContent(cancelMessages.tooLate);
  expect(await within(item).findByText('In workshop')).toBeInTheDocument();
});

it('offers no cancellation once the window has closed', async () => {
  net.reply(MINE, {
    status: 200,
    json: { success: true, orders: [{ ...base, cancellableUntil: new Date(Date.now() - 1000).toISOString() }] },
  });
  renderPages('/welcome');
  expect(within(await itemOf(base.orderId)).queryByRole('button', { name: 'Cancel order' })).toBeNull();
});
