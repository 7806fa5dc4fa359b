// The sandbox against the official SDK's own checks: what it signs must pass Razorpay's
// validatePaymentVerification and validateWebhookSignature, so the shop's verification code
// is the same for the sandbox and for Razorpay.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { startPaymentSandbox, type RunningPaymentSandbox } from './payment-sandbox';
import { parseArgs } from './main';

interface Received {
  body: string;
  signature: string;
  eventId: string;
}

/** A webhook receiver that fails the first `failFirst` calls. */
async function receiver(failFirst = 0) {
  const received: Received[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls += 1;
      if (calls <= failFirst) return void res.writeHead(503).end();
      received.push({ body, signature: String(req.headers['x-razorpay-signature']), eventId: String(req.headers['x-razorpay-event-id']) });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, calls: () => calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let sandbox: RunningPaymentSandbox;
let hook: Awaited<ReturnType<typeof receiver>>;
const auth = () => `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${path}`, { ...init, headers: { Authorization: auth(), 'Content-Type': 'application/json', ...(init.headers ?? {}) } });

beforeEach(async () => {
  hook = await receiver(2);
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: hook.url, webhookRetryDelaysMs: [20] });
});
afterEach(async () => {
  await sandbox.stop();
  await hook.close();
});

it('creates orders like Razorpay, and refuses a wrong secret and a bad amount', async () => {
  const created = await api('/v1/orders', { method: 'POST', body: JSON.stringify({ amount: 250000, currency: 'INR', receipt: 'r1' }) });
  const order = await created.json();
  expect(order).toMatchObject({ entity: 'order', amount: 250000, amount_due: 250000, currency: 'INR', receipt: 'r1', status: 'created' });
  expect(order.id).toMatch(/^order_\w{14}$/);
  const bad = await api('/v1/orders', { method: 'POST', body: JSON.stringify({ amount: 12.5 }) });
  expect(bad.status).toBe(400);
  expect((await bad.json()).error.description).toContain('amount');
  const wrong = await fetch(`${sandbox.url}/v1/orders/${order.id}`, { headers: { Authorization: 'Basic eDp5' } });
  expect(wrong.status).toBe(401);
});

it('signs a successful payment exactly as Razorpay does and sends signed webhooks, retrying until 2xx', async () => {
  const order = sandbox.ledger.createOrder({ amount: 10_000 });
  const res = await fetch(`${sandbox.url}/payment-sandbox/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key_id: sandbox.keyId, order_id: order.id, outcome: 'success', email: 'a@b.in' }),
  });
  const paid = await res.json();
  expect(validatePaymentVerification({ order_id: order.id, payment_id: paid.razorpay_payment_id }, paid.razorpay_signature, sandbox.keySecret)).toBe(true);
  expect(validatePaymentVerification({ order_id: 'order_other', payment_id: paid.razorpay_payment_id }, paid.razorpay_signature, sandbox.keySecret)).toBe(false);

  await sandbox.webhooksIdle();
  expect(hook.calls()).toBe(4); // two refused, then payment.captured and order.paid
  const events = hook.received.map((r) => JSON.parse(r.body));
  expect(events.map((e) => e.event).sort()).toEqual(['order.paid', 'payment.captured']);
  for (const r of hook.received) expect(validateWebhookSignature(r.body, r.signature, sandbox.webhookSecret)).toBe(true);
  expect(events[0].payload.payment.entity).toMatchObject({ id: paid.razorpay_payment_id, order_id: order.id, status: 'captured', amount: 10_000 });

  const payments = await (await api(`/v1/orders/${order.id}/payments`)).json();
  expect(payments).toMatchObject({ entity: 'collection', count: 1 });
  expect((await (await api(`/v1/orders/${order.id}`)).json()).status).toBe('paid');
});

it('a Failure answers like checkout’s payment.failed and refuses paying a paid order twice', async () => {
  const order = sandbox.ledger.createOrder({ amount: 500 });
  const failed = sandbox.pay(order.id, 'failure');
  expect(failed.ok).toBe(false);
  expect(failed.body).toMatchObject({ error: { reason: 'payment_failed', metadata: { order_id: order.id } } });
  expect(sandbox.pay(order.id, 'success').ok).toBe(true);
  expect(() => sandbox.pay(order.id, 'success')).toThrow('already been paid');
});

it('serves the browser checkout script and the order amount for the payment window (key id only)', async () => {
  const script = await fetch(`${sandbox.url}/payment-sandbox/checkout.js`);
  expect(script.headers.get('content-type')).toContain('javascript');
  expect(await script.text()).toContain('win.Razorpay = Razorpay');
  const order = sandbox.ledger.createOrder({ amount: 123_400 });
  const seen = await fetch(`${sandbox.url}/payment-sandbox/v1/checkout/orders/${order.id}?key_id=${sandbox.keyId}`);
  expect(await seen.json()).toEqual({ id: order.id, amount: 123_400, currency: 'INR', status: 'created' });
  expect((await fetch(`${sandbox.url}/payment-sandbox/v1/checkout/orders/${order.id}?key_id=nope`)).status).toBe(401);
});

it('reads its options from flags and secrets from the environment', () => {
  expect(parseArgs(['--port', '0', '--webhook-url=http://127.0.0.1:1/h'], { SANDBOX_KEY_SECRET: 'k' })).toMatchObject({ port: 0, webhookUrl: 'http://127.0.0.1:1/h', keySecret: 'k' });
  expect(() => parseArgs(['--nope'])).toThrow('unknown option');
});
