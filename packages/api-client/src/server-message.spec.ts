import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { bodyMessage, serverMessage, shopBaseQuery } from './index';

/** What a page's failed call hands it: the error of one POST /api/ping. */
async function failedCall(): Promise<unknown> {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: shopBaseQuery(),
    endpoints: (build) => ({
      ping: build.mutation<unknown, void>({ query: () => ({ url: '/ping', method: 'POST', body: {} }) }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (d) => d().concat(api.middleware),
  });
  const result = await store.dispatch(api.endpoints.ping.initiate());
  return 'error' in result ? result.error : undefined;
}

let net: FakeNetwork;
beforeEach(() => {
  net = installFakeNetwork();
});

it('reads the message of a refused call (an HTTP error or success: false), as the shopper should see it', async () => {
  net.replyOnly('POST /api/ping', {
    status: 429,
    json: { statusCode: 429, message: 'You have uploaded too many files today.' },
  });
  expect(serverMessage(await failedCall())).toBe('You have uploaded too many files today.');
  net.replyOnly('POST /api/ping', { status: 200, json: { success: false, message: 'Invalid promo code' } });
  expect(serverMessage(await failedCall())).toBe('Invalid promo code');
});

it("takes the first of a validation's list of messages", async () => {
  net.reply('POST /api/ping', { status: 400, json: { message: ['email must be an email', 'name is too long'] } });
  expect(serverMessage(await failedCall())).toBe('email must be an email');
});

it('gives nothing when the server said nothing readable, so the page words it', async () => {
  net.replyOnly('POST /api/ping', { status: 502, text: '<html>Bad gateway</html>' });
  expect(serverMessage(await failedCall())).toBeUndefined();
  net.replyOnly('POST /api/ping', { status: 500, json: { message: '  ' } });
  expect(serverMessage(await failedCall())).toBeUndefined();
  net.replyOnly('POST /api/ping', { networkError: true });
  expect(serverMessage(await failedCall())).toBeUndefined();
  expect(serverMessage(new Error('boom'))).toBeUndefined();
  expect(serverMessage(undefined)).toBeUndefined();
});

it("reads a successful answer's message the same way (bodyMessage)", () => {
  expect(bodyMessage({ success: true, message: 'Verification code sent to your email!' })).toBe(
    'Verification code sent to your email!',
  );
  expect(bodyMessage({ success: true, message: ['First.', 'Second.'] })).toBe('First.');
  expect(bodyMessage({ success: true })).toBeUndefined();
  expect(bodyMessage({ success: true, message: ' ' })).toBeUndefined();
  expect(bodyMessage('text')).toBeUndefined();
});
