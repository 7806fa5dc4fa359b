// A verify without a definite answer is confirmed against the server before the shopper is shown an
// error: 'Confirming your payment…' while the browser asks again, the order once the server has it,
// the spec's error only for a definite refusal, and a message that does not claim a failure when no
// answer comes. The pauses between attempts are skipped here (and recorded).
import { act, screen, within } from '@testing-library/react';
import { selectCartItems } from '@rmj/cart';
import { API_ERROR_CODES, checkoutMessages, PAYMENT_STILL_CONFIRMING, VERIFY_CONFIRMATION } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork, type FakeReply } from '@rmj/web-testing';
import { replyAsTheShop, startPayment } from '../../../testing/checkout-journey';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import en from '../../../i18n/en';
import { pause } from '../lib/pause';

jest.mock('../lib/pause', () => ({ pause: jest.fn(() => Promise.resolve()) }));
// A whole checkout with up to nine verify calls: more than Jest's 5 s on a busy two-core machine.
jest.setTimeout(30_000);
const pauses = pause as jest.MockedFunction<typeof pause>;

let net: FakeNetwork;
let alerts: jest.SpyInstance;

const VERIFY = 'POST /api/verify-payment';
const verified: FakeReply = {
  status: 200,
  json: { success: true, message: 'Payment verified successfully', orderId: 'RMJ-7K3M9Q2X4P' },
};
const gatewayDown: FakeReply = {
  status: 502,
  json: {
    statusCode: 502,
    error: 'Bad Gateway',
    message: 'The orders service is unavailable. Please try again shortly.',
  },
};
const gatewayTimeout: FakeReply = {
  status: 504,
  json: { statusCode: 504, error: 'Gateway Timeout', message: 'The orders service took too long to answer.' },
};
const stillConfirming: FakeReply = {
  status: 503,
  json: {
    statusCode: 503,
    success: false,
    message: PAYMENT_STILL_CONFIRMING,
    code: API_ERROR_CODES.paymentConfirming,
    retryAfterSeconds: 2,
  },
};

beforeEach(() => {
  localStorage.clear();
  pauses.mockClear();
  net = installFakeNetwork();
  installFakeRazorpay();
  alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  replyAsTheShop(net);
});
afterEach(() => alerts.mockRestore());

const verifyCalls = () => net.sent.filter((r) => r.path === '/api/verify-payment');

/** Pays in the window once verify answers `replies` in turn (the last one repeats). */
async function payWith(...replies: FakeReply[]) {
  net.replyOnly(VERIFY, replies[0]);
  for (const reply of replies.slice(1)) net.reply(VERIFY, reply);
  const shop = await startPayment();
  act(() => FakeRazorpay.last.succeed());
  return shop;
}

async function expectOrderShown(store: Awaited<ReturnType<typeof startPayment>>['store']) {
  const overlay = await screen.findByRole('dialog', { name: 'Order Details' });
  expect(await within(overlay).findByText('Order has been saved successfully')).toBeInTheDocument();
  expect(within(overlay).getByTestId('order-summary-rows')).toHaveTextContent('RMJ-7K3M9Q2X4P');
  expect(screen.getByText(checkoutMessages.paymentSuccess)).toBeInTheDocument();
  expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
  expect(screen.queryByText(en['pay.unconfirmed'])).not.toBeInTheDocument();
  expect(alerts).not.toHaveBeenCalled();
  expect(selectCartItems(store.getState())).toEqual([]);
}

it('a 502 from the gateway, then the order: asks again and shows the order, no error', async () => {
  const { store } = await payWith(gatewayDown, verified);
  await expectOrderShown(store);
  expect(verifyCalls()).toHaveLength(2);
  // Both asks are about the same payment.
  expect(new Set(verifyCalls().map((r) => JSON.stringify(r.body))).size).toBe(1);
  expect(pauses).toHaveBeenCalledTimes(1);
});

it("the service's 'still confirming' 503, several 504s and a lost connection, then the order: shows the order", async () => {
  const { store } = await payWith(
    stillConfirming,
    gatewayTimeout,
    { networkError: true },
    gatewayTimeout,
    gatewayTimeout,
    verified,
  );
  await expectOrderShown(store);
  expect(verifyCalls()).toHaveLength(6);
  // The pauses grow; the server's Retry-After (2 s) lengthens the first one.
  expect(pauses.mock.calls.map(([ms]) => ms)).toEqual([2000, 2000, 3000, 5000, 8000]);
});

it("says 'Confirming your payment…' while it asks again, instead of any error", async () => {
  let release!: () => void;
  pauses.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
  const { store } = await payWith(gatewayDown, verified);
  expect(await screen.findByText(en['pay.confirming'])).toHaveAttribute('role', 'status');
  expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Customer Details' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await act(async () => release());
  await expectOrderShown(store);
  expect(screen.queryByText(en['pay.confirming'])).not.toBeInTheDocument();
});

it("a 409 refusal is the spec's error at once: the server said the payment was not recorded", async () => {
  const { store } = await payWith({
    status: 409,
    json: {
      statusCode: 409,
      success: false,
      message: 'This payment was not completed for your order, so the order was not recorded.',
    },
  });
  expect(await screen.findByText(checkoutMessages.paymentError)).toBeInTheDocument();
  expect(alerts).toHaveBeenCalledWith(
    'Payment verification failed: This payment was not completed for your order, so the order was not recorded.',
  );
  expect(verifyCalls()).toHaveLength(1);
  expect(pauses).not.toHaveBeenCalled();
  expect(selectCartItems(store.getState())).toHaveLength(1);
});

it('no answer for the whole window: says it could not confirm yet, not that the payment failed, and links to the orders', async () => {
  const { store } = await payWith(gatewayTimeout);
  const message = await screen.findByText(en['pay.unconfirmed']);
  expect(verifyCalls()).toHaveLength(VERIFY_CONFIRMATION.retryDelaysMs.length + 1);
  expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
  expect(alerts).not.toHaveBeenCalled();
  const banner = message.closest('[role="alert"]') as HTMLElement;
  expect(within(banner).getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/welcome');
  // The cart stays (the order may not exist); the shopper is told not to pay again.
  expect(selectCartItems(store.getState())).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();
});
