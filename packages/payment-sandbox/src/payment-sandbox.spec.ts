// The sandbox against the official SDK: the `razorpay` client pointed at the sandbox makes the
// calls the shop makes and gets Razorpay's entities and errors back; what the sandbox signs
// passes Razorpay's validatePaymentVerification and validateWebhookSignature.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
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
      received.push({
        body,
        signature: String(req.headers['x-razorpay-signature']),
        eventId: String(req.headers['x-razorpay-event-id']),
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, calls: () => calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let sandbox: RunningPaymentSandbox;
let hook: Awaited<ReturnType<typeof receiver>>;
let rzp: Razorpay;

/** The official client, its base URL (hard-coded to api.razorpay.com) pointed at the sandbox. */
function officialClient(s: RunningPaymentSandbox, secret = s.keySecret): Razorpay {
  const client = new Razorpay({ key_id: s.keyId, key_secret: secret });
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = s.url;
  return client;
}

/** What the SDK rejects with: Razorpay's `{statusCode, error}`. */
async function refusal(work: Promise<unknown>): Promise<{ statusCode: number; error: Record<string, unknown> }> {
  try {
    await work;
  } catch (err) {
    return err as { statusCode: number; error: Record<string, unknown> };
  }
  throw new Error('expected the call to be refused');
}

const events = () =>
  hook.received.map(
    (r) => JSON.parse(r.body) as { event: string; payload: Record<string, { entity: Record<string, unknown> }> },
  );

beforeEach(async () => {
  hook = await receiver(2);
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: hook.url, webhookRetryDelaysMs: [20] });
  rzp = officialClient(sandbox);
});
afterEach(async () => {
  await sandbox.stop();
  await hook.close();
});

describe('orders and errors, through the official SDK', () => {
  it('creates and reads orders like Razorpay', async () => {
    const order = await rzp.orders.create({ amount: 250000, currency: 'INR', receipt: 'r1', notes: { userId: 'u1' } });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 250000,
      amount_paid: 0,
      amount_due: 250000,
      currency: 'INR',
      receipt: 'r1',
      status: 'created',
      attempts: 0,
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(await rzp.orders.fetch(order.id)).toEqual(order);
    expect(await rzp.orders.fetchPayments(order.id)).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it('answers a bad amount with Razorpay’s own messages and error shape', async () => {
    const missing = await refusal(rzp.orders.create({ currency: 'INR' } as never));
    expect(missing).toEqual({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount field is required.',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: 'amount',
      },
    });
    expect((await refusal(rzp.orders.create({ amount: 12.5, currency: 'INR' }))).error).toMatchObject({
      description: 'The amount must be an integer.',
      field: 'amount',
    });
    expect((await refusal(rzp.orders.create({ amount: '12x' as never, currency: 'INR' }))).error.description).toBe(
      'The amount must be an integer.',
    );
    expect((await refusal(rzp.orders.create({ amount: 99, currency: 'INR' }))).error).toMatchObject({
      description: 'The amount must be atleast INR 1.00',
      field: 'amount',
    });
    // The SDK fills in INR itself; a raw call without it is refused.
    const auth = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
    const noCurrency = await fetch(`${sandbox.url}/v1/orders`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: '{"amount":100}',
    });
    expect(noCurrency.status).toBe(400);
    expect((await noCurrency.json()).error).toMatchObject({
      description: 'The currency field is required.',
      field: 'currency',
    });
  });

  it('answers unknown addresses and malformed or unknown ids with 400, and a wrong secret with 401', async () => {
    const unknownRoute = await fetch(`${sandbox.url}/v1/nothing/here`, {
      headers: { Authorization: `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}` },
    });
    expect(unknownRoute.status).toBe(400);
    expect(await unknownRoute.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        field: null,
      },
    });
    expect((await fetch(`${sandbox.url}/`)).status).toBe(400);
    for (const id of ['pay_short', 'order_AAAAAAAAAAAAAA', 'pay_%E0%A4%A', 'pay_AAAAAAAAAAAAA!']) {
      const answer = await refusal(id.startsWith('order_') ? rzp.orders.fetch(id) : rzp.payments.fetch(id));
      expect(answer).toMatchObject({
        statusCode: 400,
        error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      });
    }
    expect(
      (await refusal(officialClient(sandbox, 'wrong-secret').orders.fetch('order_AAAAAAAAAAAAAA'))).statusCode,
    ).toBe(401);
  });
});

describe('payments', () => {
  it('signs a successful payment as Razorpay does; auto capture sends authorized, captured and order.paid, retrying until 2xx', async () => {
    const order = await rzp.orders.create({ amount: 10_000, currency: 'INR' });
    const res = await fetch(`${sandbox.url}/payment-sandbox/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key_id: sandbox.keyId, order_id: order.id, outcome: 'success', email: 'a@b.in' }),
    });
    const paid = await res.json();
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        sandbox.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: 'order_other', payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        sandbox.keySecret,
      ),
    ).toBe(false);

    await sandbox.webhooksIdle();
    expect(hook.calls()).toBe(5); // two refused, then the three events
    expect(
      events()
        .map((e) => e.event)
        .sort(),
    ).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    for (const r of hook.received)
      expect(validateWebhookSignature(r.body, r.signature, sandbox.webhookSecret)).toBe(true);
    const authorized = events().find((e) => e.event === 'payment.authorized');
    expect(authorized?.payload.payment.entity).toMatchObject({
      id: paid.razorpay_payment_id,
      status: 'authorized',
      captured: false,
      fee: null,
    });

    const payment = await rzp.payments.fetch(paid.razorpay_payment_id);
    expect(payment).toMatchObject({
      order_id: order.id,
      status: 'captured',
      captured: true,
      amount: 10_000,
      currency: 'INR',
      email: 'a@b.in',
      fee: 236,
      tax: 36,
    });
    expect(Object.keys(payment).sort()).toEqual(
      [
        'id',
        'entity',
        'amount',
        'currency',
        'status',
        'order_id',
        'invoice_id',
        'international',
        'method',
        'amount_refunded',
        'refund_status',
        'captured',
        'description',
        'card_id',
        'bank',
        'wallet',
        'vpa',
        'email',
        'contact',
        'notes',
        'fee',
        'tax',
        'error_code',
        'error_description',
        'error_source',
        'error_step',
        'error_reason',
        'acquirer_data',
        'created_at',
      ].sort(),
    );
    expect(await rzp.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 10_000,
      amount_due: 0,
      attempts: 1,
    });
  });

  it('manual capture: the payment stays authorized until the shop captures it with the exact amount', async () => {
    sandbox.setCaptureMode('manual');
    const order = await rzp.orders.create({ amount: 50_000, currency: 'INR' });
    const paid = sandbox.pay(order.id, 'success');
    if (!paid.ok) throw new Error('payment refused');
    const id = paid.body.razorpay_payment_id;
    expect(await rzp.payments.fetch(id)).toMatchObject({ status: 'authorized', captured: false });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    await sandbox.webhooksIdle();
    expect(events().map((e) => e.event)).toEqual(['payment.authorized']);

    expect((await refusal(rzp.payments.capture(id, 49_900, 'INR'))).error).toMatchObject({
      description: 'Capture amount must be equal to the amount authorized.',
      field: 'amount',
    });
    expect((await refusal(rzp.payments.capture(id, 50_000, 'USD'))).error).toMatchObject({ field: 'currency' });
    expect((await refusal(rzp.payments.capture(id, 500.5 as number, 'INR'))).error.description).toBe(
      'The amount must be an integer.',
    );
    expect(await rzp.payments.capture(id, 50_000, 'INR')).toMatchObject({ id, status: 'captured', captured: true });
    expect((await refusal(rzp.payments.capture(id, 50_000, 'INR'))).error.description).toBe(
      'This payment has already been captured.',
    );
    expect(await rzp.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000 });
    await sandbox.webhooksIdle();
    expect(events().map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);

    const failed = sandbox.pay((await rzp.orders.create({ amount: 500, currency: 'INR' })).id, 'failure');
    const failedId = String((failed.body as { error: { metadata: { payment_id: string } } }).error.metadata.payment_id);
    expect((await refusal(rzp.payments.capture(failedId, 500, 'INR'))).error.description).toBe(
      'Only payments which have been authorized and not yet captured can be captured',
    );
  });

  it('a Failure answers like checkout’s payment.failed; a paid order refuses Checkout, but a second tab can still pay it', async () => {
    const order = sandbox.ledger.createOrder({ amount: 500 });
    const failed = sandbox.pay(order.id, 'failure');
    expect(failed).toMatchObject({
      ok: false,
      body: {
        error: {
          reason: 'payment_failed',
          source: 'customer',
          step: 'payment_authorization',
          metadata: { order_id: order.id },
        },
      },
    });
    const first = sandbox.pay(order.id, 'success');
    expect(first.ok).toBe(true);
    expect(() => sandbox.pay(order.id, 'success')).toThrow('the order is already paid');
    const second = sandbox.pay(order.id, 'success', { again: true });
    if (!first.ok || !second.ok) throw new Error('payment refused');
    expect(second.body.razorpay_payment_id).not.toBe(first.body.razorpay_payment_id);
    const payments = await rzp.orders.fetchPayments(order.id);
    expect(payments.items.map((p) => p.status).sort()).toEqual(['captured', 'captured', 'failed']);
    await sandbox.webhooksIdle();
    expect(events().filter((e) => e.event === 'order.paid')).toHaveLength(1);
    expect(events().filter((e) => e.event === 'payment.captured')).toHaveLength(2);
  });
});

describe('refunds', () => {
  async function capturedPayment(amount: number): Promise<string> {
    const order = await rzp.orders.create({ amount, currency: 'INR' });
    const paid = sandbox.pay(order.id, 'success');
    if (!paid.ok) throw new Error('payment refused');
    return paid.body.razorpay_payment_id;
  }

  const refundEvents = () => events().filter((e) => e.event.startsWith('refund.'));

  it('refunds a captured payment in parts and in full: pending, then processed, with Razorpay’s refusals', async () => {
    const id = await capturedPayment(30_000);
    expect((await refusal(rzp.payments.refund(id, { amount: 10_000, reason: 'x' } as never))).error.description).toBe(
      'reason is/are not required and should not be sent',
    );
    expect((await refusal(rzp.payments.refund(id, { amount: 50 }))).error.description).toBe(
      'The amount must be atleast INR 1.00',
    );
    const tooMuch = await refusal(rzp.payments.refund(id, { amount: 30_100 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The refund amount provided is greater than amount captured.',
      field: 'amount',
    });

    const part = await rzp.payments.refund(id, {
      amount: 10_000,
      speed: 'normal',
      notes: { why: 'duplicate' },
      receipt: 'dup-1',
    });
    // Razorpay's documented refund entity, every field; a normal refund starts pending.
    expect(Object.keys(part).sort()).toEqual(
      [
        'id',
        'entity',
        'amount',
        'currency',
        'payment_id',
        'notes',
        'receipt',
        'acquirer_data',
        'created_at',
        'batch_id',
        'status',
        'speed_processed',
        'speed_requested',
      ].sort(),
    );
    expect(part).toMatchObject({
      entity: 'refund',
      amount: 10_000,
      currency: 'INR',
      payment_id: id,
      status: 'pending',
      receipt: 'dup-1',
      notes: { why: 'duplicate' },
      acquirer_data: { arn: null },
      batch_id: null,
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
    expect(part.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    // A pending refund already counts against the payment.
    expect(await rzp.payments.fetch(id)).toMatchObject({
      status: 'captured',
      amount_refunded: 10_000,
      refund_status: 'partial',
    });
    const rest = await rzp.payments.refund(id, {});
    expect(rest.amount).toBe(20_000);
    expect(await rzp.payments.fetch(id)).toMatchObject({
      status: 'refunded',
      captured: true,
      amount_refunded: 30_000,
      refund_status: 'full',
    });
    expect((await refusal(rzp.payments.refund(id, {}))).error.description).toBe(
      'The payment has been fully refunded already.',
    );

    await sandbox.webhooksIdle();
    // Read back three ways, as the SDK offers: processed now, with the bank's reference.
    const fetched = await rzp.refunds.fetch(part.id);
    expect(fetched).toMatchObject({ id: part.id, status: 'processed', amount: 10_000 });
    expect(fetched.acquirer_data?.arn).toMatch(/^\d{14}$/);
    expect(await rzp.payments.fetchRefund(id, rest.id)).toMatchObject({ id: rest.id, status: 'processed' });
    const list = await rzp.payments.fetchMultipleRefund(id);
    expect(list).toMatchObject({ entity: 'collection', count: 2 });
    expect(list.items.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect(await rzp.payments.fetchMultipleRefund(id, { count: 1, skip: 1 })).toMatchObject({
      count: 1,
      items: [{ id: part.id }],
    });
    expect((await refusal(rzp.refunds.fetch('rfnd_unknown0000000'))).error.description).toBe(
      'The id provided does not exist',
    );
    const other = await capturedPayment(500);
    expect((await refusal(rzp.payments.fetchRefund(other, part.id))).error.description).toBe(
      'The id provided does not exist',
    );

    // refund.created then refund.processed for each, with the refund and the payment.
    const sent = refundEvents();
    expect(sent.map((e) => e.event).sort()).toEqual([
      'refund.created',
      'refund.created',
      'refund.processed',
      'refund.processed',
    ]);
    for (const e of sent) expect(e).toMatchObject({ contains: ['refund', 'payment'] });
    const processed = sent.filter((e) => e.event === 'refund.processed');
    expect(processed.map((e) => e.payload.refund.entity.amount).sort()).toEqual([10_000, 20_000]);
    expect(processed.map((e) => e.payload.refund.entity.status)).toEqual(['processed', 'processed']);
    expect(sent.filter((e) => e.event === 'refund.created').map((e) => e.payload.refund.entity.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('refuses to refund a payment that is only authorized', async () => {
    sandbox.setCaptureMode('manual');
    const held = sandbox.pay((await rzp.orders.create({ amount: 700, currency: 'INR' })).id, 'success');
    if (!held.ok) throw new Error('payment refused');
    const refused = await refusal(rzp.payments.refund(held.body.razorpay_payment_id, {}));
    expect(refused.statusCode).toBe(400);
    expect(refused.error.description).toBe('The payment status should be captured for action to be taken');
  });

  it('a test can make refunds fail: refund.failed, and the money can be refunded again', async () => {
    const id = await capturedPayment(20_000);
    sandbox.setRefundOutcome('failed');
    const failing = await rzp.payments.refund(id, { amount: 20_000 });
    await sandbox.webhooksIdle();
    expect(await rzp.refunds.fetch(failing.id)).toMatchObject({ status: 'failed', acquirer_data: { arn: null } });
    expect(await rzp.payments.fetch(id)).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });
    const failed = refundEvents().find((e) => e.event === 'refund.failed');
    expect(failed?.payload.refund.entity).toMatchObject({ id: failing.id, status: 'failed' });
    expect(failed?.payload.payment.entity).toMatchObject({ id, amount_refunded: 0 });

    // The HTTP control does the same for a stack run from the command line (Basic auth).
    const auth = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
    const control = (path: string, body: unknown, authorization = auth) =>
      fetch(`${sandbox.url}/payment-sandbox/test/${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('refund-outcome', { outcome: 'pending' }, 'Basic eDp5')).status).toBe(401);
    expect((await control('refund-outcome', { outcome: 'maybe' })).status).toBe(400);
    expect((await control('refund-outcome', { outcome: 'pending' })).status).toBe(200);
    expect(sandbox.refundOutcome()).toBe('pending');
    const waiting = await rzp.payments.refund(id, { amount: 5_000 });
    await sandbox.webhooksIdle();
    expect(await rzp.refunds.fetch(waiting.id)).toMatchObject({ status: 'pending' });
    const settled = await control(`refunds/${waiting.id}/settle`, { outcome: 'processed' });
    expect(await settled.json()).toMatchObject({ id: waiting.id, status: 'processed' });
    // A settled refund does not change again, and sends nothing more.
    sandbox.settleRefund(waiting.id, 'failed');
    await sandbox.webhooksIdle();
    expect(await rzp.refunds.fetch(waiting.id)).toMatchObject({ status: 'processed' });
    expect(
      refundEvents()
        .filter((e) => e.payload.refund.entity.id === waiting.id)
        .map((e) => e.event),
    ).toEqual(['refund.created', 'refund.processed']);
  });

  it('a test can deliver an event again, several copies at once, byte for byte', async () => {
    const id = await capturedPayment(10_000);
    const made = await rzp.payments.refund(id, {});
    await sandbox.webhooksIdle();
    const delivery = sandbox.webhooks().find((d) => d.event === 'refund.processed' && d.ids.refund === made.id);
    if (!delivery) throw new Error('no refund.processed');
    const before = hook.received.length;
    expect(await sandbox.redeliver(delivery.eventId, 3)).toEqual([200, 200, 200]);
    const copies = hook.received.slice(before);
    expect(copies).toHaveLength(3);
    const first = hook.received.find((r) => r.eventId === delivery.eventId);
    for (const copy of copies) expect(copy).toEqual(first);
    expect(validateWebhookSignature(copies[0].body, copies[0].signature, sandbox.webhookSecret)).toBe(true);
  });
});

describe('webhook retries', () => {
  it('back off exponentially and stop once the event is older than the retry window', async () => {
    const { defaultRetryDelayMs, WEBHOOK_RETRY_WINDOW_MS } = await import('./webhook-sender');
    expect([1, 2, 3, 4].map(defaultRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(WEBHOOK_RETRY_WINDOW_MS).toBe(86_400_000);
    const down = await receiver(Number.POSITIVE_INFINITY);
    const short = await startPaymentSandbox({
      port: 0,
      webhookUrl: down.url,
      webhookRetryDelaysMs: [30],
      webhookRetryWindowMs: 200,
    });
    try {
      short.pay(short.ledger.createOrder({ amount: 100 }).id, 'failure');
      await short.webhooksIdle(5000);
      const [delivery] = short.webhooks();
      expect(delivery).toMatchObject({ event: 'payment.failed', delivered: false, gaveUp: true, lastResult: 503 });
      expect(delivery.attempts).toBeGreaterThanOrEqual(3);
    } finally {
      await short.stop();
      await down.close();
    }
  });
});

it('reads its options from flags and secrets from the environment', () => {
  expect(
    parseArgs(['--port', '0', '--webhook-url=http://127.0.0.1:1/h', '--capture', 'manual'], {
      SANDBOX_KEY_SECRET: 'k',
    }),
  ).toMatchObject({
    port: 0,
    webhookUrl: 'http://127.0.0.1:1/h',
    keySecret: 'k',
    captureMode: 'manual',
  });
  expect(parseArgs(['--public-url', 'http://127.0.0.1:8080'])).toMatchObject({ publicUrl: 'http://127.0.0.1:8080' });
  expect(() => parseArgs(['--public-url', 'gateway'])).toThrow('--public-url must be an http(s) address');
  expect(() => parseArgs(['--capture', 'later'])).toThrow('--capture must be auto or manual');
  expect(() => parseArgs(['--nope'])).toThrow('unknown option');
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
