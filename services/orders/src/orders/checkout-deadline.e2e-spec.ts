// Verify under a slow provider: the service answers by its deadline (VERIFY_DEADLINE_MS) with the
// typed "still confirming, ask again" 503 instead of leaving the gateway to give up, the work goes
// on, and asking again gets the recorded order: one order, one capture.
import {
  API_ERROR_CODES,
  apiErrorResponseSchema,
  PAYMENT_STILL_CONFIRMING,
  verifyPaymentResponseSchema,
} from '@rmj/contracts';
import { createPaymentOrder, createTestApp, PRODUCTS, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('checkout_deadline', { PAYMENT_TIMEOUT_MS: '1000', VERIFY_DEADLINE_MS: '1500' });
});
afterEach(() => {
  t.providerProxy.mode = 'pass';
  t.providerProxy.slowMs = 0;
  t.sandbox.setCaptureMode('auto');
});
afterAll(() => t.close());

const ring = { productId: PRODUCTS.ring._id, quantity: 1 };
const verify = (body: unknown) =>
  t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', t.bearer())
    .send(body as object);

it('answers 503 PAYMENT_CONFIRMING with Retry-After by its deadline; asked again, the same payment gets its one order', async () => {
  // Only verify may record this payment: no webhooks, and the payment stays authorized until captured.
  t.sandbox.setWebhookUrl(null);
  t.sandbox.setCaptureMode('manual');
  const created = (await createPaymentOrder(t, [ring]).expect(200)).body as { order: { id: string } };
  const paid = t.sandbox.pay(created.order.id, 'success');
  if (!paid.ok) throw new Error('sandbox refused the payment');

  // Each provider call now takes 900 ms (under PAYMENT_TIMEOUT_MS): reading the payment and
  // capturing it take longer together than the 1.5 s deadline.
  t.providerProxy.mode = 'slow';
  t.providerProxy.slowMs = 900;
  const first = await verify(paid.body).expect(503);
  expect(apiErrorResponseSchema.parse(first.body).message).toBe(PAYMENT_STILL_CONFIRMING);
  expect(first.body).toMatchObject({ success: false, code: API_ERROR_CODES.paymentConfirming, retryAfterSeconds: 2 });
  expect(first.headers['retry-after']).toBe('2');

  // The browser asks again (it would after Retry-After): the settlement under way answers it.
  let again = await verify(paid.body);
  for (let attempt = 0; again.status === 503 && attempt < 5; attempt += 1) again = await verify(paid.body);
  expect(again.status).toBe(200);
  const answer = verifyPaymentResponseSchema.parse(again.body);

  const orders = await t.orders.find({ paymentId: paid.body.razorpay_payment_id }).lean();
  expect(orders.map((o) => [o._id, o.orderNumber, o.recordedBy])).toEqual([
    [created.order.id, answer.orderId, 'verify'],
  ]);
  const captures = t.providerProxy.seen.filter((call) =>
    call.endsWith(`/payments/${paid.body.razorpay_payment_id}/capture`),
  );
  expect(captures).toHaveLength(1);
  // Once more, with the provider fast again: the recorded order, nothing new.
  t.providerProxy.mode = 'pass';
  expect(verifyPaymentResponseSchema.parse((await verify(paid.body).expect(200)).body).orderId).toBe(answer.orderId);
  expect(await t.orders.countDocuments({ _id: created.order.id })).toBe(1);
});
