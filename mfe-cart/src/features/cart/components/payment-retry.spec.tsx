// What the shopper sees when the payment window behaves like Razorpay's Checkout: a failed attempt
// keeps the window open (retry), so only paying or closing ends it; and what happens when the
// session ends in the middle of checkout (a checkout call answers 401).
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectCartItems } from '@rmj/cart';
import { checkoutMessages, hasSession } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { replyAsTheShop, startPayment, submitDetails } from '../../../testing/checkout-journey';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { currentPath } from '../../../testing/render-cart';

let net: FakeNetwork;
let alerts: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  installFakeRazorpay();
  alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  replyAsTheShop(net);
});
afterEach(() => alerts.mockRestore());

const verifyCalls = () => net.sent.filter((r) => r.path === '/api/verify-payment');

describe('retrying in the payment window', () => {
  it('a failure, then paying in the same window, is a paid order: verified, shown, cart emptied, no error', async () => {
    const { store } = await startPayment();
    FakeRazorpay.last.fail();
    FakeRazorpay.last.fail();
    FakeRazorpay.last.succeed('pay_RETRY000000001');
    const overlay = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(overlay).findByText('Order has been saved successfully')).toBeInTheDocument();
    expect(verifyCalls().map((r) => r.body)).toEqual([
      { razorpay_order_id: 'order_A', razorpay_payment_id: 'pay_RETRY000000001', razorpay_signature: 'a'.repeat(64) },
    ]);
    expect(screen.getByText(checkoutMessages.paymentSuccess)).toBeInTheDocument();
    expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(FakeRazorpay.windows).toHaveLength(1);
  });

  it('a failure, then closing the window, shows the error banner and keeps the cart', async () => {
    const { store, form } = await startPayment();
    await act(async () => FakeRazorpay.last.fail());
    // The window is still open (the shopper may pay in it): nothing is decided yet.
    expect(within(form).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
    act(() => FakeRazorpay.last.dismiss());
    expect(await screen.findByText(checkoutMessages.paymentError)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(verifyCalls()).toHaveLength(0);
  });

  it('closing the window without a failed attempt shows no banner and the shopper can pay again', async () => {
    const { form } = await startPayment();
    act(() => FakeRazorpay.last.dismiss());
    expect(await within(form).findByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the session ends during checkout', () => {
  const refused = { status: 401, json: { success: false, message: 'Please log in to complete your purchase' } };

  async function expectLoginNotice(store: Awaited<ReturnType<typeof submitDetails>>['store']) {
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(checkoutMessages.loginRequired);
    expect(within(notice).getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Customer Details' })).not.toBeInTheDocument();
    expect(alerts).not.toHaveBeenCalled();
  }

  it.each(['GET /api/razorpay-key', 'POST /api/create-razorpay-order'])(
    '%s answering 401 shows the login notice, ends the stored session and keeps the cart',
    async (route) => {
      net.replyOnly(route, refused);
      const { store } = await submitDetails();
      await expectLoginNotice(store);
      expect(FakeRazorpay.windows).toHaveLength(0);
    },
  );

  it('verify answering 401 after paying shows the login notice, ends the stored session and keeps the cart', async () => {
    net.replyOnly('POST /api/verify-payment', refused);
    const { store } = await startPayment();
    act(() => FakeRazorpay.last.succeed());
    await expectLoginNotice(store);
    expect(screen.queryByText(checkoutMessages.paymentError)).not.toBeInTheDocument();
  });

  it('Go to Login from that notice saves /cart to come back to', async () => {
    net.replyOnly('GET /api/razorpay-key', refused);
    const { user } = await submitDetails();
    await user.click(await screen.findByRole('button', { name: 'Go to Login' }));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/cart');
    await waitFor(() => expect(currentPath()).toBe('/account'));
  });
});
