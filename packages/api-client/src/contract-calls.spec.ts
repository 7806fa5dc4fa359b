import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { ENDPOINT_ROUTES, SESSION_KEYS, type QuoteRequest, type TrackOrderResponse } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { contractMutation, contractQuery, requestFor, urlFor, type CallArgs } from './contract-calls';
import { shopBaseQuery } from './index';

const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery(),
  endpoints: (build) => ({
    trackOrder: contractQuery(build, ENDPOINT_ROUTES.trackOrder, { keepUnusedDataFor: 0 }),
    search: contractQuery(build, ENDPOINT_ROUTES.searchProducts),
    quote: contractMutation(build, ENDPOINT_ROUTES.quote),
    myOrders: contractQuery(build, ENDPOINT_ROUTES.myOrders),
    login: contractMutation(build, ENDPOINT_ROUTES.login),
    listing: contractQuery(build, ENDPOINT_ROUTES.customListing),
    logout: contractMutation(build, ENDPOINT_ROUTES.logout),
  }),
});

function store() {
  return configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    middleware: (d) => d().concat(shopApi.middleware),
  });
}

const sample: QuoteRequest = { items: [{ productId: '0123456789abcdef01234567', quantity: 1 }] };
let net: FakeNetwork;
beforeEach(() => {
  net = installFakeNetwork();
  localStorage.clear();
});

it('fills path parameters from the contract, encoded, and types the answer from it', async () => {
  net.reply('GET /api/track-order/RMJ%2F1', { status: 200, json: { success: true, orderId: 'RMJ-1' } });
  const result = await store().dispatch(shopApi.endpoints.trackOrder.initiate({ orderNumber: 'RMJ/1' }));
  const answer: TrackOrderResponse | undefined = result.data;
  expect(answer).toMatchObject({ orderId: 'RMJ-1' });
});

it('sends the query of a query-only call, leaving out undefined values; it may be left out', async () => {
  net.reply('GET /api/products/search?q=ring&limit=12', { status: 200, json: { products: [] } });
  net.reply('GET /api/products/search', { status: 200, json: { products: [] } });
  const s = store();
  await s.dispatch(shopApi.endpoints.search.initiate({ q: 'ring', limit: 12, sortBy: undefined }));
  await s.dispatch(shopApi.endpoints.search.initiate());
  expect(net.sent.map((r) => r.path)).toEqual(['/api/products/search?q=ring&limit=12', '/api/products/search']);
});

it("posts the body with the contract's method; a listed parameter takes one of its values", async () => {
  net.reply('POST /api/orders/quote', { status: 200, json: { success: true } });
  net.reply('GET /api/women-rings?sortBy=price-low', { status: 200, json: { success: true, products: [] } });
  const s = store();
  await s.dispatch(shopApi.endpoints.quote.initiate(sample));
  await s.dispatch(
    shopApi.endpoints.listing.initiate({ params: { listing: 'women-rings' }, query: { sortBy: 'price-low' } }),
  );
  expect(net.sent[0]).toMatchObject({ method: 'POST', path: '/api/orders/quote', body: sample });
  expect(net.sent[1]).toMatchObject({ method: 'GET', path: '/api/women-rings?sortBy=price-low' });
});

it("sends the stored session's token exactly when the contract's access is not public", async () => {
  localStorage.setItem(SESSION_KEYS.token, 'tok-1');
  localStorage.setItem(SESSION_KEYS.userId, 'u-1');
  net.reply('GET /api/orders/mine', { status: 200, json: { success: true, orders: [] } });
  net.reply('POST /api/orders/quote', { status: 200, json: { success: true } });
  net.reply('POST /api/login', { status: 200, json: { success: true } });
  const s = store();
  await s.dispatch(shopApi.endpoints.myOrders.initiate());
  await s.dispatch(shopApi.endpoints.quote.initiate(sample));
  await s.dispatch(shopApi.endpoints.login.initiate({ email: 'a@b.in', password: 'silver2024' }));
  expect(net.sent.map((r) => [r.path, r.authorization])).toEqual([
    ['/api/orders/mine', 'Bearer tok-1'],
    ['/api/orders/quote', 'Bearer tok-1'],
    ['/api/login', undefined],
  ]);
});

it('leaves out a body that can only be empty (logout), still sending the token of a token call', async () => {
  localStorage.setItem(SESSION_KEYS.token, 'tok-1');
  localStorage.setItem(SESSION_KEYS.userId, 'u-1');
  net.reply('POST /api/logout', { status: 200, json: { success: true, message: 'Logged out' } });
  await store().dispatch(shopApi.endpoints.logout.initiate());
  expect(net.sent).toEqual([{ method: 'POST', path: '/api/logout', body: undefined, authorization: 'Bearer tok-1' }]);
});

it('builds the same address for a preload as the call sends', () => {
  expect(urlFor(ENDPOINT_ROUTES.searchProducts, { q: 'gold ring', page: 2, inStock: undefined })).toBe(
    '/api/products/search?q=gold+ring&page=2',
  );
  expect(urlFor(ENDPOINT_ROUTES.product, { id: 'abc' })).toBe('/api/products/abc');
  expect(requestFor(ENDPOINT_ROUTES.connectivity, undefined)).toEqual({ url: '/test', method: 'GET' });
});

it('sends an empty or all-undefined query as no query at all, the address the preload built', async () => {
  net.reply('GET /api/products/search', { status: 200, json: { products: [] } });
  await store().dispatch(shopApi.endpoints.search.initiate({ sortBy: undefined }));
  expect(net.sent.map((r) => r.path)).toEqual([urlFor(ENDPOINT_ROUTES.searchProducts, { sortBy: undefined })]);
  expect(urlFor(ENDPOINT_ROUTES.searchProducts, {})).toBe('/api/products/search');
});

it('refuses to build an address without a path parameter', () => {
  expect(() => requestFor(ENDPOINT_ROUTES.product, { id: '' })).toThrow('no value for :id');
});

// Types only (checked by tsc): what each call takes comes from its contract.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T | undefined => undefined;
holds<Equal<CallArgs<typeof ENDPOINT_ROUTES.trackOrder>, { orderNumber: string }>>();
holds<Equal<CallArgs<typeof ENDPOINT_ROUTES.myOrders>, void>>();
holds<Equal<CallArgs<typeof ENDPOINT_ROUTES.uploadFile>, FormData>>();
holds<Equal<CallArgs<typeof ENDPOINT_ROUTES.logout>, Record<string, never> | void>>();
it('types the arguments from the contract (checked by tsc)', () => expect(holds()).toBeUndefined());
