// The shop's metrics move where things happen: a checkout (create → sandbox pay → verify) counts
// one started and one paid via verify and one verify duration; a bad signature is a failed
// checkout; a webhook with a bad signature a webhook failure; the paid order shows in orders per
// state; a captured payment the shop has no order for is counted until it has one.
import { Metrics, sampleValue } from '@rmj/nest-common';
import { hmacHex } from '@rmj/payment-sandbox';
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
  t = await createTestApp('metrics');
});
afterAll(() => t.close());

const ring = { productId: PRODUCTS.ring._id, quantity: 1 };
const verify = (body: unknown) =>
  t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', t.bearer())
    .send(body as object);

/** A sample's value in the registry's text format (0 when absent); `labels` must all match. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleValue(await t.app.get(Metrics).text(), name, labels);
}

/** Signs and posts a webhook as the provider would. */
function webhook(event: string, payment: Record<string, unknown>, eventId: string, secret?: string) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return t
    .http()
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Event-Id', eventId)
    .set('X-Razorpay-Signature', hmacHex(secret ?? t.config.RAZORPAY_WEBHOOK_SECRET, body))
    .send(body);
}

it('a checkout moves started and paid via verify by exactly one, records its verify time, and counts in orders per state', async () => {
  t.sandbox.setWebhookUrl(null);
  const before = {
    started: await sample('rmj_checkouts_started_total'),
    paid: await sample('rmj_checkouts_paid_total', { via: 'verify' }),
    verified: await sample('rmj_verify_duration_seconds_count', { outcome: 'paid' }),
    created: await sample('rmj_payment_provider_requests_total', { operation: 'create_order', outcome: 'ok' }),
  };
  const { handler } = await payFor(t, [ring]);
  await verify(handler).expect(200);
  expect(await sample('rmj_checkouts_started_total')).toBe(before.started + 1);
  expect(await sample('rmj_checkouts_paid_total', { via: 'verify' })).toBe(before.paid + 1);
  expect(await sample('rmj_verify_duration_seconds_count', { outcome: 'paid' })).toBe(before.verified + 1);
  expect(await sample('rmj_verify_duration_seconds_sum', { outcome: 'paid' })).toBeGreaterThan(0);
  expect(await sample('rmj_payment_provider_requests_total', { operation: 'create_order', outcome: 'ok' })).toBe(
    before.created + 1,
  );
  // Verified again (the browser asked twice): still one paid order.
  await verify(handler).expect(200);
  expect(await sample('rmj_checkouts_paid_total', { via: 'verify' })).toBe(before.paid + 1);
  // Read from the database at scrape time (cached up to 15 s: forget what earlier scrapes read).
  t.app.get(Metrics).expireSamples();
  expect(await sample('rmj_orders', { state: 'Processing' })).toBe(1);
  expect(await sample('rmj_orders', { state: 'Shipped' })).toBe(0);
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
});

it('a verify with a bad signature is a failed checkout and a refused verify', async () => {
  t.sandbox.setWebhookUrl(null);
  const failed = await sample('rmj_checkouts_failed_total', { reason: 'signature' });
  const refused = await sample('rmj_verify_duration_seconds_count', { outcome: 'refused' });
  const { handler } = await payFor(t, [ring]);
  await verify({ ...handler, razorpay_signature: 'f'.repeat(64) }).expect(400);
  expect(await sample('rmj_checkouts_failed_total', { reason: 'signature' })).toBe(failed + 1);
  expect(await sample('rmj_verify_duration_seconds_count', { outcome: 'refused' })).toBe(refused + 1);
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
});

it('a webhook with a bad signature is a webhook failure, not an event', async () => {
  const failures = await sample('rmj_webhook_failures_total', { reason: 'signature' });
  const events = await sample('rmj_webhook_events_total', { event: 'payment.captured' });
  const payment = { id: 'pay_metrics_bad', order_id: 'order_metrics_bad', status: 'captured' };
  await webhook('payment.captured', payment, 'evt_metrics_bad', 'not-the-webhook-secret').expect(400);
  expect(await sample('rmj_webhook_failures_total', { reason: 'signature' })).toBe(failures + 1);
  expect(await sample('rmj_webhook_events_total', { event: 'payment.captured' })).toBe(events);
});

it('a payment.failed webhook is an event with its delay and a failed checkout', async () => {
  const failed = await sample('rmj_checkouts_failed_total', { reason: 'payment_failed' });
  const events = await sample('rmj_webhook_events_total', { event: 'payment.failed' });
  const delays = await sample('rmj_webhook_delay_seconds_count', { event: 'payment.failed' });
  const created = (await createPaymentOrder(t, [ring]).expect(200)).body as { order: { id: string } };
  t.sandbox.pay(created.order.id, 'failure');
  await eventually(
    async () => (await sample('rmj_checkouts_failed_total', { reason: 'payment_failed' })) === failed + 1,
  );
  expect(await sample('rmj_webhook_events_total', { event: 'payment.failed' })).toBe(events + 1);
  expect(await sample('rmj_webhook_delay_seconds_count', { event: 'payment.failed' })).toBe(delays + 1);
});

it('counts a payment reported captured that has no order, with its age', async () => {
  const payment = { id: 'pay_metrics_orphan', order_id: 'order_metrics_unknown', status: 'captured' };
  const res = await webhook('payment.captured', payment, 'evt_metrics_orphan').expect(200);
  expect(res.body.status).toBe('ignored');
  // Noted after the answer; read at scrape time (cached up to 15 s: forget what earlier scrapes read).
  await eventually(async () => {
    t.app.get(Metrics).expireSamples();
    return (await sample('rmj_payments_captured_without_order')) === 1;
  });
  expect(await sample('rmj_oldest_captured_without_order_age_seconds')).toBeGreaterThanOrEqual(0);
});
