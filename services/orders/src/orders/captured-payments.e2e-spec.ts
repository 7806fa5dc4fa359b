// 'Paid' means money captured: verify (and the webhook, reconciliation, POST /api/orders) asks the
// provider and records Paid only for a captured payment of the checkout's exact amount and
// currency, capturing an authorized one itself; a provider that cannot be asked is a clear,
// retryable 503 and the webhook records the order later.
import { checkoutServerMessages, verifyPaymentResponseSchema } from '@rmj/contracts';
import {
  createPaymentOrder,
  createTestApp,
  eventually,
  payFor,
  PRODUCTS,
  type OrdersTestApp,
} from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('captured', { PAYMENT_TIMEOUT_MS: '1000' });
});
afterAll(() => t.close());
beforeEach(() => {
  t.sandbox.setCaptureMode('auto');
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  t.providerProxy.mode = 'pass';
  t.providerProxy.fault = undefined;
});

const ring = { productId: PRODUCTS.ring._id, quantity: 1 };
const verify = (body: unknown) =>
  t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', t.bearer())
    .send(body as object);
const sandboxPayment = (id: string) => t.sandbox.ledger.payment(id);

/** Create, then one sandbox payment that may not match the order (no verify). */
async function createAndPay(opts: { amount?: number; currency?: string } = {}) {
  const created = (await createPaymentOrder(t, [ring]).expect(200)).body as { order: { id: string } };
  const paid = t.sandbox.pay(created.order.id, 'success', opts);
  if (!paid.ok) throw new Error('sandbox refused the payment');
  return { orderId: created.order.id, handler: paid.body };
}

describe('manual capture', () => {
  it('verify captures an authorized payment for the order’s amount, then records it as Paid', async () => {
    t.sandbox.setCaptureMode('manual');
    t.sandbox.setWebhookUrl(null);
    const { orderId, handler } = await createAndPay();
    expect(sandboxPayment(handler.razorpay_payment_id).status).toBe('authorized');
    const res = await verify(handler).expect(200);
    expect(verifyPaymentResponseSchema.parse(res.body)).toMatchObject({
      success: true,
      message: 'Payment verified successfully',
    });
    expect(sandboxPayment(handler.razorpay_payment_id)).toMatchObject({ status: 'captured', captured: true });
    expect(t.sandbox.ledger.order(orderId).status).toBe('paid');
    expect(await t.orders.findById(orderId).lean()).toMatchObject({
      paymentStatus: 'Paid',
      paymentId: handler.razorpay_payment_id,
      recordedBy: 'verify',
    });
  });

  it('a payment.authorized webhook alone leads to capture and the Paid order', async () => {
    t.sandbox.setCaptureMode('manual');
    const { orderId, handler } = await createAndPay();
    await eventually(async () => (await t.orders.countDocuments({ _id: orderId })) === 1);
    expect(await t.orders.findById(orderId).lean()).toMatchObject({ recordedBy: 'webhook', paymentStatus: 'Paid' });
    expect(sandboxPayment(handler.razorpay_payment_id).status).toBe('captured');
    await t.sandbox.webhooksIdle();
    // The capture's own payment.captured and order.paid find the order recorded: still one.
    expect(await t.orders.countDocuments({ _id: orderId })).toBe(1);
  });
});

describe('two paths capturing at once', () => {
  it('verify racing the payment.authorized webhook: one capture, one order, verify succeeds', async () => {
    t.sandbox.setCaptureMode('manual');
    const { orderId, handler } = await createAndPay();
    const answers = await Promise.all([verify(handler), verify(handler)]);
    for (const res of answers) expect(res.status).toBe(200);
    expect(new Set(answers.map((res) => res.body.orderId)).size).toBe(1);
    await t.sandbox.webhooksIdle();
    expect(sandboxPayment(handler.razorpay_payment_id).status).toBe('captured');
    expect(await t.orders.countDocuments({ _id: orderId })).toBe(1);
    expect(t.sandbox.ledger.refundsOf(handler.razorpay_payment_id)).toHaveLength(0);
  });
});

describe('only the exact amount and currency', () => {
  it('a captured payment of another amount or currency is not Paid', async () => {
    t.sandbox.setWebhookUrl(null);
    for (const wrong of [{ amount: 100 }, { currency: 'USD' }]) {
      const { orderId, handler } = await createAndPay(wrong);
      const res = await verify(handler).expect(409);
      expect(res.body.message).toBe(checkoutServerMessages.paymentNotCompleted);
      expect(await t.orders.countDocuments({ _id: orderId })).toBe(0);
      await t
        .http()
        .post('/api/orders')
        .set('Authorization', t.bearer())
        .send({
          orderData: [{ productName: 'Ring', price: 2500, quantity: 1, total: 2500 }],
          orderSummary: [],
          customerDetails: {
            name: 'Asha',
            email: 'asha@example.in',
            phone: '9876543210',
            address: 'x',
            city: 'Madurai',
            state: 'TN',
            zipCode: '625001',
          },
          paymentDetails: { paymentId: handler.razorpay_payment_id, status: 'paid', method: 'Razorpay' },
        })
        .expect(409);
      expect(await t.orders.countDocuments({ _id: orderId })).toBe(0);
    }
  });

  it('an authorized payment of another amount is not captured', async () => {
    t.sandbox.setCaptureMode('manual');
    t.sandbox.setWebhookUrl(null);
    const { orderId, handler } = await createAndPay({ amount: 100 });
    await verify(handler).expect(409);
    expect(sandboxPayment(handler.razorpay_payment_id).status).toBe('authorized');
    expect(await t.orders.countDocuments({ _id: orderId })).toBe(0);
  });
});

describe('provider down or slow during verify', () => {
  it('answers a clear retryable 503; the webhook records the order once the provider answers, and verify then agrees', async () => {
    const created = (await createPaymentOrder(t, [ring]).expect(200)).body as { order: { id: string } };
    t.providerProxy.mode = 'down';
    const paid = t.sandbox.pay(created.order.id, 'success');
    if (!paid.ok) throw new Error('sandbox refused the payment');
    const down = await verify(paid.body).expect(503);
    expect(down.body).toMatchObject({ success: false, message: checkoutServerMessages.paymentNotConfirmed });
    t.providerProxy.mode = 'hang';
    expect((await verify(paid.body).expect(503)).body.message).toBe(checkoutServerMessages.paymentNotConfirmed);
    expect(await t.orders.countDocuments({ _id: created.order.id })).toBe(0);
    // The webhooks are refused meanwhile (503), so the sandbox sends them again. They leave the sandbox
    // on their own schedule: wait for one to be answered while the provider is still unreachable.
    await eventually(async () => t.sandbox.webhooks().some((d) => d.lastResult === 503));

    t.providerProxy.mode = 'pass';
    await eventually(async () => (await t.orders.countDocuments({ _id: created.order.id })) === 1);
    const order = await t.orders.findById(created.order.id).lean();
    expect(order).toMatchObject({ recordedBy: 'webhook', paymentStatus: 'Paid' });
    expect((await verify(paid.body).expect(200)).body.orderId).toBe(order?.orderNumber);
  });
});

describe('a second payment of a paid order', () => {
  it('is recorded on the order only (the order is unchanged)', async () => {
    t.sandbox.setWebhookUrl(null);
    const { created, handler } = await payFor(t, [ring]);
    const first = await verify(handler).expect(200);
    const again = t.sandbox.pay(created.order.id, 'success', { again: true });
    if (!again.ok) throw new Error('sandbox refused the second payment');
    const second = await verify(again.body).expect(200);
    expect(second.body).toMatchObject({
      success: true,
      orderId: first.body.orderId,
      message: checkoutServerMessages.alreadyPaid,
    });
    expect(await t.orders.findById(created.order.id).lean()).toMatchObject({ paymentId: handler.razorpay_payment_id });
  });
});
