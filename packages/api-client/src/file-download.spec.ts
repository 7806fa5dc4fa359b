import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { blobText, catchDownloads, installFakeNetwork, type CaughtDownloads, type FakeNetwork } from '@rmj/web-testing';
import { contractDownload } from './file-download';
import { serverMessage } from './server-message';
import { shopBaseQuery } from './index';

const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery(),
  endpoints: (build) => ({
    invoice: contractDownload(build, ENDPOINT_ROUTES.myOrderInvoice),
  }),
});

function store() {
  return configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    middleware: (d) => d().concat(shopApi.middleware),
  });
}

const INVOICE = 'GET /api/orders/RMJ-7K3M9Q2X4P/invoice';
let net: FakeNetwork;
let downloads: CaughtDownloads;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  net = installFakeNetwork();
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

it("fetches the file with the shopper's token and saves it under the given name; only its name and size are kept", async () => {
  net.reply(INVOICE, { status: 200, text: '%PDF-1.7 invoice', contentType: 'application/pdf' });
  const s = store();
  const result = await s.dispatch(
    shopApi.endpoints.invoice.initiate({ call: { orderNumber: 'RMJ-7K3M9Q2X4P' }, fileName: 'RMJ-25-26-000042.pdf' }),
  );
  expect(result).toEqual({ data: { fileName: 'RMJ-25-26-000042.pdf', size: 16 } });
  expect(net.sent).toEqual([
    { method: 'GET', path: '/api/orders/RMJ-7K3M9Q2X4P/invoice', body: undefined, authorization: 'Bearer tok' },
  ]);
  expect(downloads.saved).toHaveLength(1);
  expect(downloads.saved[0].name).toBe('RMJ-25-26-000042.pdf');
  expect(downloads.saved[0].blob.type).toBe('application/pdf');
  expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 invoice');
  // The link is gone once clicked.
  expect(document.querySelectorAll('a[download]')).toHaveLength(0);
});

it("saves nothing when refused and gives the server's message", async () => {
  net.reply(INVOICE, {
    status: 404,
    json: { statusCode: 404, success: false, message: 'The tax invoice is issued when the order ships.' },
  });
  const result = await store().dispatch(
    shopApi.endpoints.invoice.initiate({ call: { orderNumber: 'RMJ-7K3M9Q2X4P' }, fileName: 'x.pdf' }),
  );
  expect(serverMessage(result.error)).toBe('The tax invoice is issued when the order ships.');
  expect(downloads.saved).toHaveLength(0);
});

it('forgets a session the server refuses', async () => {
  net.reply(INVOICE, {
    status: 401,
    json: { statusCode: 401, message: 'Your session has ended. Please log in again.' },
  });
  const result = await store().dispatch(
    shopApi.endpoints.invoice.initiate({ call: { orderNumber: 'RMJ-7K3M9Q2X4P' }, fileName: 'x.pdf' }),
  );
  expect(result.error).toMatchObject({ status: 401 });
  expect(localStorage.getItem('token')).toBeNull();
  expect(downloads.saved).toHaveLength(0);
});
