// /welcome's "Your data": one JSON file with the account, addresses, orders and files, each asked for
// from the service that holds it with the shopper's token.
import { screen, waitFor } from '@testing-library/react';
import { PERSONAL_DATA_FILE_NAME, personalDataExportSchema } from '@rmj/contracts';
import { blobText, catchDownloads, installFakeNetwork, type CaughtDownloads, type FakeNetwork } from '@rmj/web-testing';
import { renderPages } from '../../../testing/render-account';
import { MY_DATA_FAILED } from './my-data';

const account = {
  success: true,
  profile: { name: 'Anjali Rao', email: 'anjali@example.in', phone: '9876543210' },
  addresses: [],
};
const order = {
  orderNumber: 'RMJ-7K3M9Q2X4P',
  paidAt: '2026-11-20T06:00:00.000Z',
  status: 'Processing',
  paymentStatus: 'Paid',
  customerDetails: { name: 'Anjali Rao', city: 'Chennai' },
  lines: [{ name: 'Engraved Silver Ring', quantity: 1 }],
  subtotal: 2500,
  discount: 0,
  shipping: 0,
  total: 2500,
  paymentId: 'pay_1',
};
const file = {
  fileId: 'a'.repeat(32),
  name: 'finger.png',
  type: 'image/png',
  size: 120,
  uploadedAt: '2026-11-20T05:00:00.000Z',
  purpose: 'fingerprint',
  url: `/api/files/${'a'.repeat(32)}`,
  deleteBy: '2027-03-20T06:00:00.000Z',
  consent: { noticeVersion: '2026-11-29', consentedAt: '2026-11-20T05:00:00.000Z' },
};

let net: FakeNetwork;
let downloads: CaughtDownloads;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('firstName', 'Anjali');
  net = installFakeNetwork();
  net.reply('GET /api/orders/mine', { status: 200, json: { success: true, orders: [] } });
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

it('downloads the account, addresses, orders and files as one JSON file', async () => {
  net.reply('GET /api/account/addresses', { status: 200, json: account });
  net.reply('GET /api/orders/mine/data', { status: 200, json: { success: true, orders: [order] } });
  net.reply('GET /api/my-files', { status: 200, json: { success: true, files: [file] } });
  const { user } = renderPages('/welcome');
  await user.click(await screen.findByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(downloads.saved).toHaveLength(1));
  expect(downloads.saved[0].name).toBe(PERSONAL_DATA_FILE_NAME);
  const copy = personalDataExportSchema.parse(JSON.parse(await blobText(downloads.saved[0].blob)));
  expect(copy.account.profile.email).toBe('anjali@example.in');
  expect(copy.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
  expect(copy.files[0]).toMatchObject({ name: 'finger.png', purpose: 'fingerprint' });
  expect(copy.files[0].url).toBe(`${window.location.origin}/api/files/${file.fileId}`);
  for (const path of ['/api/account/addresses', '/api/orders/mine/data', '/api/my-files'])
    expect(net.sent.find((r) => r.path === path)?.authorization).toBe('Bearer tok');
});

it('says so when a part could not be fetched, and saves nothing', async () => {
  net.reply('GET /api/account/addresses', { status: 200, json: account });
  net.reply('GET /api/orders/mine/data', { status: 503, json: { success: false, message: 'down' } });
  net.reply('GET /api/my-files', { status: 200, json: { success: true, files: [] } });
  const { user } = renderPages('/welcome');
  await user.click(await screen.findByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText(MY_DATA_FAILED)).toHaveAttribute('role', 'alert');
  expect(downloads.saved).toHaveLength(0);
});
