import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { bodyMessage, callOutcome, serverMessage, shopBaseQuery } from './index';

/** What a page's call hands it: the result of one POST /api/ping. */
async function call() {
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
  return store.dispatch(api.endpoints.ping.initiate());
}

/** What a page's failed call hands it: the error of one POST /api/ping. */
async function failedCall(): Promise<unknown> {
  const result = await call();
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

it('words how a call went (callOutcome): the server’s message, else the page’s words for done or failed', async () => {
  const words = { done: 'Your order has been cancelled.', failed: 'Your order could not be cancelled.' };
  net.replyOnly('POST /api/ping', { status: 200, json: { success: true, message: 'Cancelled; refund on its way.' } });
  expect(callOutcome(await call(), words)).toEqual({ ok: true, message: 'Cancelled; refund on its way.' });
  net.replyOnly('POST /api/ping', { status: 200, json: { success: true } });
  expect(callOutcome(await call(), words)).toEqual({ ok: true, message: words.done });
  net.replyOnly('POST /api/ping', { status: 409, json: { statusCode: 409, message: 'Too late to cancel.' } });
  expect(callOutcome(await call(), words)).toEqual({ ok: false, message: 'Too late to cancel.' });
  net.replyOnly('POST /api/ping', { networkError: true });
  expect(callOutcome(await call(), words)).toEqual({ ok: false, message: words.failed });
});
