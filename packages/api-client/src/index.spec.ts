import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { SESSION_ENDED_MESSAGE, SESSION_KEYS, SHOP_LANGUAGE_HEADER, takeSessionEnded } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { shopBaseQuery } from './index';

function apiWith(withSession: boolean) {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: shopBaseQuery({ withSession }),
    endpoints: (build) => ({
      ping: build.mutation<{ success: boolean; message?: string }, void>({
        query: () => ({ url: '/ping', method: 'POST', body: {} }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (d) => d().concat(api.middleware),
  });
  return () => store.dispatch(api.endpoints.ping.initiate());
}

let net: FakeNetwork;
beforeEach(() => {
  net = installFakeNetwork();
  localStorage.clear();
});

it('calls /api and passes a successful answer through', async () => {
  net.reply('POST /api/ping', { status: 200, json: { success: true } });
  const result = await apiWith(false)();
  expect(result).toEqual({ data: { success: true } });
});

it('counts a 2xx answer with success: false as an error, keeping its message', async () => {
  net.reply('POST /api/ping', { status: 200, json: { success: false, message: 'Payment not found' } });
  const result = await apiWith(false)();
  expect(result).toMatchObject({
    error: { status: 'CUSTOM_ERROR', data: { success: false, message: 'Payment not found' } },
  });
});

it('keeps an HTTP error as it is', async () => {
  net.reply('POST /api/ping', { status: 401, json: { message: 'Please log in to complete your purchase' } });
  expect(await apiWith(false)()).toMatchObject({
    error: { status: 401, data: { message: 'Please log in to complete your purchase' } },
  });
});

it("sends the stored session's token only when asked to", async () => {
  localStorage.setItem(SESSION_KEYS.token, 'tok-1');
  localStorage.setItem(SESSION_KEYS.userId, 'u-1');
  net.reply('POST /api/ping', { status: 200, json: { success: true } });
  await apiWith(true)();
  await apiWith(false)();
  expect(net.sent.map((r) => r.authorization)).toEqual(['Bearer tok-1', undefined]);
});

it('forgets a refused token: the session and the local order history go, the cart stays, the login form is told', async () => {
  localStorage.setItem(SESSION_KEYS.token, 'tok-ended');
  localStorage.setItem(SESSION_KEYS.userId, 'u-1');
  localStorage.setItem('orders', '[]');
  localStorage.setItem('lastOrderId', 'RMJ-7K3M9Q2X4P');
  localStorage.setItem('rmjCart', '[]');
  net.reply('POST /api/ping', { status: 401, json: { statusCode: 401, message: SESSION_ENDED_MESSAGE } });
  expect(await apiWith(true)()).toMatchObject({ error: { status: 401, data: { message: SESSION_ENDED_MESSAGE } } });
  for (const key of ['token', 'userId', 'orders', 'lastOrderId']) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('rmjCart')).toBe('[]');
  expect(takeSessionEnded()).toBe(true);
});

it('keeps the session when a call without the token is refused (a wrong password is not an ended session)', async () => {
  localStorage.setItem(SESSION_KEYS.token, 'tok-1');
  localStorage.setItem(SESSION_KEYS.userId, 'u-1');
  net.reply('POST /api/ping', { status: 401, json: { message: 'Invalid email or password.' } });
  await apiWith(false)();
  expect(localStorage.getItem('token')).toBe('tok-1');
  expect(takeSessionEnded()).toBe(false);
});

it("tells the services the page's language on every call: Tamil on a /ta page, English elsewhere", async () => {
  const languages: Array<string | null> = [];
  const network = global.fetch;
  global.fetch = ((input: Request) => {
    languages.push(input.headers.get(SHOP_LANGUAGE_HEADER));
    return network(input);
  }) as typeof fetch;
  net.reply('POST /api/ping', { status: 200, json: { success: true } });
  window.history.pushState({}, '', '/ta/account');
  await apiWith(false)();
  window.history.pushState({}, '', '/account');
  await apiWith(true)();
  expect(languages).toEqual(['ta', 'en']);
});
