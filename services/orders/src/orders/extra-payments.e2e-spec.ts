// A second payment of an order that is already paid (two tabs, a retry after a slow answer) is
// refunded in full exactly once, however many paths see it (verify, webhooks, POST /api/orders,
// reconciliation), and the order shows it; an only-authorized one is never captured.
import { getModelToken } from '@nestjs/mongoose';
import { checkoutServerMessages } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { Outbox } from '../outbox/outbox.service';
import { ReconciliationService } from '../reconcile/reconciliation.service';
import { createTestApp, customer, eventually, payFor, PRODUCTS, type OrdersTestApp } from '../testing/test-app';
import { PaymentRefund } from './payment-refund.schema';

let t: OrdersTestApp;
let refunds: Model<PaymentRefund>;
beforeAll(async () => {
  t = await createTestApp('extra-payments', { RECONCILE_AFTER_MS: '0' });
  refunds = t.app.get(getModelToken(PaymentRefund.name));
});
afterAll(() => t.close());
beforeEach(() => {
  t.sandbox.setCaptureMode('auto');
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  t.providerProxy.fault = undefined;
});

const ring = { productId: PRODUCTS.ring._id, quantity: 1 };
const verify = (body: unknown) =>
  t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', t.bearer())
    .send(body as object);
const save = (paymentId: string) =>
  t
    .http()
    .post('/api/orders')
    .set('Authorization', t.bearer())
    .send({
      orderData: [{ productName: 'Silver Promise Ring', price: 2500, quantity: 1, total: 2500 }],
      orderSummary: [],
      customerDetails: customer,
      paymentDetails: { paymentId, status: 'paid', method: 'Razorpay' },
    });
const reconcile = () => t.app.get(ReconciliationService).run(new Date(Date.now() + 1000));

/** A paid, verified order and a second captured payment of it (a second tab). */
async function paidTwice() {
  const { created, handler } = await payFor(t, [ring]);
  const first = await verify(handler).expect(200);
  const again = t.sandbox.pay(created.order.id, 'success', { again: true });
  if (!again.ok) throw new Error('sandbox refused the second payment');
  return {
    orderId: created.order.id,
    orderNumber: first.body.orderId as string,
    firstId: handler.razorpay_payment_id,
    second: again.body,
  };
}

it('is refunded in full exactly once when verify, the webhooks, POST /api/orders and reconciliation all see it', async () => {
  const { orderId, orderNumber, firstId, second } = await paidTwice();
  const secondId = second.razorpay_payment_id;
  const [verified, saved] = await Promise.all([verify(second), save(secondId), reconcile(), verify(second)]);
  expect(verified.status).toBe(200);
  expect(verified.body).toMatchObject({ orderId: orderNumber, message: checkoutServerMessages.alreadyPaid });
  expect(saved.body).toMatchObject({ orderId: orderNumber });
  await t.sandbox.webhooksIdle();
  await eventually(async () => (await refunds.findById(secondId).lean())?.state === 'refunded');
  await reconcile();

  const made = t.sandbox.ledger.refundsOf(secondId);
  expect(made).toHaveLength(1);
  expect(made[0].amount).toBe(260_000);
  expect(t.sandbox.ledger.payment(secondId)).toMatchObject({ status: 'refunded', refund_status: 'full' });
  expect(t.sandbox.ledger.payment(firstId)).toMatchObject({ status: 'captured', amount_refunded: 0 });
  const order = await t.orders.findById(orderId).lean();
  expect(order).toMatchObject({ paymentId: firstId, paymentStatus: 'Paid' });
  expect(order?.extraPayments?.[secondId]).toMatchObject({
    outcome: 'refunded',
    amountPaise: 260_000,
    refundId: made[0].id,
  });
  expect(await t.orders.countDocuments({ _id: orderId })).toBe(1);
});

it('a refund request that fails is asked again by its event; one whose answer was lost is not made again', async () => {
  t.sandbox.setWebhookUrl(null);
  const isRefund = (method: string, path: string) => method === 'POST' && path.endsWith('/refund');

  const cutOff = await paidTwice();
  t.providerProxy.fault = (method, path) => (isRefund(method, path) ? 'down' : null);
  await verify(cutOff.second).expect(200);
  expect(await refunds.findById(cutOff.second.razorpay_payment_id).lean()).toMatchObject({ state: 'failed' });
  expect(t.sandbox.ledger.refundsOf(cutOff.second.razorpay_payment_id)).toHaveLength(0);

  const lost = await paidTwice();
  t.providerProxy.fault = (method, path) => (isRefund(method, path) ? 'lost-answer' : null);
  await verify(lost.second).expect(200);
  expect(await refunds.findById(lost.second.razorpay_payment_id).lean()).toMatchObject({ state: 'failed' });
  expect(t.sandbox.ledger.refundsOf(lost.second.razorpay_payment_id)).toHaveLength(1);

  t.providerProxy.fault = undefined;
  // The event's handler, after its pause: asks the provider first, then refunds what is not refunded.
  const outbox = t.app.get(Outbox);
  await outbox.dispatchDue(new Date(Date.now() + 3_600_000));
  await outbox.dispatchDue(new Date(Date.now() + 7_200_000));
  for (const { second } of [cutOff, lost]) {
    expect(t.sandbox.ledger.refundsOf(second.razorpay_payment_id)).toHaveLength(1);
    expect(await refunds.findById(second.razorpay_payment_id).lean()).toMatchObject({ state: 'refunded' });
  }
});

it('an authorized second payment (manual capture) is not captured, and is noted on the order', async () => {
  t.sandbox.setCaptureMode('manual');
  t.sandbox.setWebhookUrl(null);
  const { orderId, second } = await paidTwice();
  expect((await verify(second).expect(200)).body.message).toBe(checkoutServerMessages.alreadyPaid);
  expect(t.sandbox.ledger.payment(second.razorpay_payment_id).status).toBe('authorized');
  expect(t.sandbox.ledger.refundsOf(second.razorpay_payment_id)).toHaveLength(0);
  expect((await t.orders.findById(orderId).lean())?.extraPayments?.[second.razorpay_payment_id]).toMatchObject({
    outcome: 'held',
  });
});
