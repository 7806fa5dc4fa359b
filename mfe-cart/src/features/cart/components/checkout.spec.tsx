import { screen, waitFor, within } from '@testing-library/react';
import { selectCartItems } from '@rmj/cart';
import { customerDetailsMessages as M } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { fillDetails, openDetails, replyAsTheShop, ring, startPayment } from '../../../testing/checkout-journey';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { currentPath, logIn, renderShop } from '../../../testing/render-cart';

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

describe('customer details', () => {
  it('prefills the stored name (Guest when unknown) and India, and shows every message of the spec', async () => {
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Asha Iyer');
    expect(within(form).getByLabelText('Country')).toHaveValue('India');
    expect(
      within(within(form).getByLabelText('Country'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['India', 'United States', 'Canada', 'United Kingdom', 'Australia', 'Other']);
    await user.clear(within(form).getByLabelText('Full Name'));
    await user.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));
    for (const message of [
      M.nameRequired,
      M.emailRequired,
      M.phoneRequired,
      M.addressRequired,
      M.cityRequired,
      M.stateRequired,
      M.zipRequired,
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(form).getByLabelText('Email'), 'asha@');
    await user.type(within(form).getByLabelText('Phone Number'), '98765');
    await user.type(within(form).getByLabelText('ZIP Code'), '6250');
    for (const message of [M.emailInvalid, M.phoneInvalid, M.zipInvalid])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    // Only the cart's price check and the form's own look-ups went out; it sends nothing while invalid.
    expect(net.sent.filter((r) => r.method !== 'GET' && r.path !== '/api/orders/quote')).toHaveLength(0);
  });
});

describe('paying', () => {
  it('sends the lines without prices or file data, opens the window with the server’s amount, then shows the order and saves it', async () => {
    const { store } = await startPayment();
    const sent = net.sent.find((r) => r.path === '/api/create-razorpay-order')!.body as Record<string, unknown>;
    expect(sent.items).toEqual([
      {
        productId: ring.id,
        name: 'Silver Promise Ring',
        quantity: 1,
        size: '7',
        customization: { type: 'engraving', customName: 'ANU', selectedFont: 'serif' },
      },
    ]);
    expect(sent.customerDetails).toMatchObject({ name: 'Asha Iyer', country: 'India' });
    expect(FakeRazorpay.last.options).toMatchObject({
      key: 'rzp_test_X',
      order_id: 'order_A',
      amount: 260000,
      currency: 'INR',
      prefill: { email: 'asha@example.in', contact: '9876543210' },
    });

    FakeRazorpay.last.succeed();
    const overlay = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(await within(overlay).findByText('Order has been saved successfully')).toBeInTheDocument();
    const rows = within(overlay).getByTestId('order-summary-rows');
    expect(Array.from(rows.querySelectorAll('dt')).map((d) => d.textContent)).toEqual([
      'Order Date',
      'Payment ID',
      'Order ID',
      'Subtotal',
      'Shipping',
      'Total Amount',
      'Billing Address',
    ]);
    expect(rows).toHaveTextContent('RMJ-7K3M9Q2X4P');
    expect(rows).toHaveTextContent('₹2,600');
    expect(screen.getByText('Payment successful! Your order has been placed.')).toBeInTheDocument();
    expect(net.sent.find((r) => r.path === '/api/verify-payment')!.body).toEqual({
      razorpay_order_id: 'order_A',
      razorpay_payment_id: 'pay_TEST0000000001',
      razorpay_signature: 'a'.repeat(64),
    });
    const saved = net.sent.find((r) => r.path === '/api/orders')!.body as {
      orderData: unknown[];
      paymentDetails: unknown;
    };
    expect(saved.orderData).toEqual([
      {
        productName: 'Silver Promise Ring',
        price: 2500,
        quantity: 1,
        size: '7',
        total: 2500,
        Image: '/img/ring.svg',
        Customization: 'Engraving: "ANU" (Elegant Serif)',
      },
    ]);
    expect(saved.paymentDetails).toEqual({ paymentId: 'pay_TEST0000000001', status: 'paid', method: 'Razorpay' });
    // Each call of the sequence carries the stored session's token (their contracts need a login),
    // after the cart's price check on opening (optional login: the token goes when there is one).
    // The form's own look-ups (what to fill it with, the PIN's place: public, no token) come first;
    // before them all, the summary's read of the owner's shipping rule (public, no token).
    expect(net.sent.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      'GET /api/settings undefined',
      'POST /api/orders/quote Bearer tok',
      'GET /api/account/addresses Bearer tok',
      'GET /api/orders/mine/last-details Bearer tok',
      'GET /api/pincodes/625001 undefined',
      'GET /api/razorpay-key Bearer tok',
      'POST /api/create-razorpay-order Bearer tok',
      'POST /api/verify-payment Bearer tok',
      'POST /api/orders Bearer tok',
    ]);
    const local = JSON.parse(localStorage.getItem('orders')!);
    expect(local).toEqual([
      expect.objectContaining({
        orderId: 'RMJ-7K3M9Q2X4P',
        amount: 2600,
        shipping: 100,
        status: 'paid',
        customer: { name: 'Asha Iyer', email: 'asha@example.in' },
      }),
    ]);
    expect(localStorage.getItem('lastOrderId')).toBe('RMJ-7K3M9Q2X4P');
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('closing the order details returns to /cart', async () => {
    const { user } = await startPayment();
    FakeRazorpay.last.succeed();
    await user.click(await screen.findByRole('button', { name: 'Close order details' }));
    expect(currentPath()).toBe('/cart');
    expect(screen.queryByRole('dialog', { name: 'Order Details' })).not.toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('Continue Shopping goes home', async () => {
    const { user } = await startPayment();
    FakeRazorpay.last.succeed();
    await user.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    expect(currentPath()).toBe('/');
  });

  it('says why the server could not save the order', async () => {
    net.replyOnly('POST /api/orders', {
      status: 409,
      json: { success: false, message: 'No completed payment was found' },
    });
    await startPayment();
    FakeRazorpay.last.succeed();
    expect(await screen.findByText('Error saving order: No completed payment was found')).toBeInTheDocument();
  });

  it('uses the default wording when the server gives no reason', async () => {
    net.replyOnly('POST /api/orders', { status: 500, json: {} });
    await startPayment();
    FakeRazorpay.last.succeed();
    expect(await screen.findByText('Error saving order: Failed to save order')).toBeInTheDocument();
  });

  it('closing the payment window clears the processing state, and the shopper can pay again', async () => {
    const { user, form } = await startPayment();
    expect(within(form).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    FakeRazorpay.last.dismiss();
    const again = await within(form).findByRole('button', { name: 'Proceed to Payment' });
    await user.click(again);
    await waitFor(() => expect(FakeRazorpay.windows).toHaveLength(2));
    expect(FakeRazorpay.last.opened).toBe(true);
  });

  it('alerts when the payment cannot start, and the shopper can try again', async () => {
    net.replyOnly('POST /api/create-razorpay-order', {
      status: 400,
      json: { success: false, message: '"Kids Anklet" is out of stock.' },
    });
    logIn();
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    await fillDetails(user, form);
    await user.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith('Payment initialization failed: "Kids Anklet" is out of stock.'),
    );
    expect(within(form).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('alerts when verification fails and shows the error banner', async () => {
    net.replyOnly('POST /api/verify-payment', {
      status: 400,
      json: { success: false, message: 'The payment signature is not valid.' },
    });
    await startPayment();
    FakeRazorpay.last.succeed();
    await waitFor(() =>
      expect(alerts).toHaveBeenCalledWith('Payment verification failed: The payment signature is not valid.'),
    );
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeInTheDocument();
  });
});
