// Payment Links against the official SDK: `instance.paymentLink.create/fetch/all/cancel` pointed at
// the sandbox get Razorpay's entity and its Payment Links service's errors back; payments move a link
// created → partially_paid → paid with Razorpay's webhooks, signed as Razorpay signs them; expiry,
// cancellation and the test controls that make a paid-twice link, a late payment and a repeated
// webhook reproducible.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { startPaymentSandbox, type RunningPaymentSandbox } from './payment-sandbox';

interface Received {
  body: string;
  signature: string;
  eventId: string;
}
type Event = { event: string; contains: string[]; payload: Record<string, { entity: Record<string, unknown> }> };

/** The shop's webhook endpoint: every delivery, and a way to wait for an event (the signal, not a sleep). */
async function receiver() {
  const received: Received[] = [];
  const waiters: Array<{ event: string; resolve: (e: Event) => void }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({
        body,
        signature: String(req.headers['x-razorpay-signature']),
        eventId: String(req.headers['x-razorpay-event-id']),
      });
      const event = JSON.parse(body) as Event;
      for (const w of waiters.filter((x) => x.event === event.event)) w.resolve(event);
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    next: (event: string) => new Promise<Event>((resolve) => waiters.push({ event, resolve })),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

let sandbox: RunningPaymentSandbox;
let hook: Awaited<ReturnType<typeof receiver>>;
let rzp: Razorpay;

beforeEach(async () => {
  hook = await receiver();
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: hook.url, paymentLinkMaxAmount: 50_000_000 });
  rzp = new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret });
  // The SDK hard-codes api.razorpay.com as its axios base URL.
  (rzp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = sandbox.url;
});
afterEach(async () => {
  await sandbox.stop();
  await hook.close();
});

const events = () => hook.received.map((r) => JSON.parse(r.body) as Event);
const names = () => events().map((e) => e.event);
/**
 * The events received, in a fixed order: each is POSTed on its own, so (as with Razorpay, which
 * promises no order) two sent together may arrive either way round.
 */
const sortedNames = () => names().sort();
/** The one event received with that name. */
const eventNamed = (name: string) => {
  const found = events().filter((e) => e.event === name);
  expect(found).toHaveLength(1);
  return found[0];
};
/** The statuses of a link's payments (the SDK's types declare `payments` as one object; it is a list). */
const statuses = (link: { payments: unknown }) => (link.payments as Array<{ status: string }>).map((p) => p.status);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** What the SDK rejects with: `{statusCode, error}`. */
async function refusal(work: Promise<unknown>): Promise<{ statusCode: number; error: Record<string, unknown> }> {
  try {
    await work;
  } catch (err) {
    return err as { statusCode: number; error: Record<string, unknown> };
  }
  throw new Error('expected the call to be refused');
}

/** The Payment Links service's error object (no field, empty metadata list, null source/step/reason). */
const linkError = (description: string) => ({
  statusCode: 400,
  error: { code: 'BAD_REQUEST_ERROR', description, metadata: [], reason: null, source: null, step: null },
});

const basic = () => `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
const control = (path: string, body: unknown = {}, authorization = basic()) =>
  fetch(`${sandbox.url}/payment-sandbox/test/${path}`, {
    method: path === 'webhooks' ? 'GET' : 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    ...(path === 'webhooks' ? {} : { body: JSON.stringify(body) }),
  });

const ADVANCE = {
  amount: 300_000,
  currency: 'INR',
  accept_partial: true,
  first_min_partial_amount: 90_000,
  expire_by: inAnHour(),
  reference_id: 'RMJ-1042-A1',
  description: 'Advance for an engraved gold chain',
  customer: { name: 'Meena R', email: 'meena@example.in', contact: '+919876543210' },
  notify: { sms: false, email: false },
  reminder_enable: false,
  notes: { order: 'RMJ-1042' },
  callback_url: 'https://shop.example.in/pay/done?order=RMJ-1042',
  callback_method: 'get',
};

describe('create, fetch, all, cancel through the official SDK', () => {
  it('answers Razorpay’s Payment Link entity, every documented field', async () => {
    const link = await rzp.paymentLink.create(ADVANCE);
    expect(Object.keys(link).sort()).toEqual(
      [
        'accept_partial',
        'amount',
        'amount_paid',
        'callback_method',
        'callback_url',
        'cancelled_at',
        'created_at',
        'currency',
        'customer',
        'description',
        'expire_by',
        'expired_at',
        'first_min_partial_amount',
        'id',
        'notes',
        'notify',
        'payments',
        'reference_id',
        'reminder_enable',
        'reminders',
        'short_url',
        'status',
        'updated_at',
        'upi_link',
        'user_id',
      ].sort(),
    );
    expect(link).toMatchObject({
      accept_partial: true,
      amount: 300_000,
      amount_paid: 0,
      callback_method: 'get',
      callback_url: ADVANCE.callback_url,
      cancelled_at: 0,
      currency: 'INR',
      customer: ADVANCE.customer,
      expire_by: ADVANCE.expire_by,
      expired_at: 0,
      first_min_partial_amount: 90_000,
      notes: { order: 'RMJ-1042' },
      notify: { sms: false, email: false, whatsapp: false },
      payments: null,
      reference_id: 'RMJ-1042-A1',
      status: 'created',
    });
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.short_url).toMatch(new RegExp(`^${sandbox.url}/payment-sandbox/i/[A-Za-z0-9]{7}$`));
    expect(await rzp.paymentLink.fetch(link.id)).toEqual(link);

    // Without the optional fields: Razorpay's empty values (notes null, '' strings, 0 times).
    const bare = await rzp.paymentLink.create({ amount: 5_000 } as never);
    expect(bare).toMatchObject({
      accept_partial: false,
      notes: null,
      reference_id: '',
      callback_url: '',
      callback_method: '',
      expire_by: 0,
      first_min_partial_amount: 0,
      customer: {},
    });
  });

  it('lists links newest first and finds one by reference_id; the reference is unique', async () => {
    const first = await rzp.paymentLink.create({ ...ADVANCE, reference_id: 'R-1' });
    const second = await rzp.paymentLink.create({ ...ADVANCE, reference_id: 'R-2' });
    const all = await rzp.paymentLink.all();
    expect(all.payment_links.map((l) => l.id)).toEqual([second.id, first.id]);
    const found = await rzp.paymentLink.all({ reference_id: 'R-1' } as never);
    expect(found.payment_links.map((l) => l.id)).toEqual([first.id]);
    expect((await rzp.paymentLink.all({ count: 1, skip: 1 })).payment_links.map((l) => l.id)).toEqual([first.id]);
    expect(await refusal(rzp.paymentLink.create({ ...ADVANCE, reference_id: 'R-1' }))).toEqual(
      linkError('Payment Link with reference_id R-1 already exists.'),
    );
  });

  it('cancels a created link once (payment_link.cancelled); a cancelled link cannot be cancelled or paid', async () => {
    const link = await rzp.paymentLink.create(ADVANCE);
    const cancelled = await rzp.paymentLink.cancel(link.id);
    expect(cancelled).toMatchObject({ id: link.id, status: 'cancelled' });
    expect(cancelled.cancelled_at).toBeGreaterThan(0);
    expect(await refusal(rzp.paymentLink.cancel(link.id))).toEqual(
      linkError(
        'Payment Link cannot be cancelled in cancelled state; only a Payment Link in created state can be cancelled.',
      ),
    );
    expect(() => sandbox.payLink(link.id, 'success')).toThrow('Payment Link is cancelled and cannot be paid.');
    await sandbox.webhooksIdle();
    expect(names()).toEqual(['payment_link.cancelled']);
    const [event] = events();
    expect(event.contains).toEqual(['payment_link']);
    expect(event.payload.payment_link.entity).toMatchObject({ id: link.id, status: 'cancelled' });
  });

  it('refuses unknown ids, and a wrong key with 401', async () => {
    expect(await refusal(rzp.paymentLink.fetch('plink_AAAAAAAAAAAAAA'))).toEqual(
      linkError('The id provided does not exist'),
    );
    expect(await refusal(rzp.paymentLink.cancel('order_AAAAAAAAAAAAAA'))).toEqual(
      linkError('The id provided does not exist'),
    );
    const stranger = new Razorpay({ key_id: sandbox.keyId, key_secret: 'wrong' });
    (stranger as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = sandbox.url;
    expect((await refusal(stranger.paymentLink.fetch('plink_AAAAAAAAAAAAAA'))).statusCode).toBe(401);
  });
});

describe('create: the Payment Links service’s validation', () => {
  it('answers every bad field at once, keys sorted, nested objects in parentheses', async () => {
    expect(await refusal(rzp.paymentLink.create({ currency: 'INR' } as never))).toEqual(
      linkError('amount: cannot be blank.'),
    );
    expect(
      await refusal(
        rzp.paymentLink.create({
          amount: 99,
          currency: 'USD',
          customer: { email: 'not-an-email', contact: '12' },
          reference_id: 'x'.repeat(41),
        } as never),
      ),
    ).toEqual(
      linkError(
        'amount: must be no less than 100; currency: must be a valid value; customer: (contact: must be a valid phone number; email: must be a valid email address.); reference_id: the length must be no more than 40.',
      ),
    );
    expect((await refusal(rzp.paymentLink.create({ amount: 12.5 } as never))).error.description).toBe(
      'amount: must be an integer.',
    );
  });

  it('expire_by at least 15 minutes ahead and within six months', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await refusal(rzp.paymentLink.create({ amount: 1000, expire_by: now + 600 } as never))).error,
    ).toMatchObject({
      description: 'expire_by: timestamp must be atleast 15 minutes in future.',
    });
    expect(
      (await refusal(rzp.paymentLink.create({ amount: 1000, expire_by: now + 200 * 86_400 } as never))).error
        .description,
    ).toBe('expire_by: timestamp must be within six months from now.');
    expect(await rzp.paymentLink.create({ amount: 1000, expire_by: now + 16 * 60 } as never)).toMatchObject({
      status: 'created',
    });
  });

  it('partial payments: a minimum only with accept_partial, between ₹1 and the amount', async () => {
    expect(
      (await refusal(rzp.paymentLink.create({ amount: 1000, first_min_partial_amount: 500 } as never))).error
        .description,
    ).toBe('first_min_partial_amount: is allowed only when accept_partial is true.');
    expect(
      (
        await refusal(
          rzp.paymentLink.create({ amount: 1000, accept_partial: true, first_min_partial_amount: 1500 } as never),
        )
      ).error.description,
    ).toBe('first_min_partial_amount: must be no greater than 1000.');
  });

  it('a callback needs callback_method get; the account’s maximum amount', async () => {
    expect(
      (await refusal(rzp.paymentLink.create({ amount: 1000, callback_url: 'https://x.in/back' } as never))).error
        .description,
    ).toBe('callback_method: cannot be blank.');
    expect(
      (
        await refusal(
          rzp.paymentLink.create({ amount: 1000, callback_url: 'not a url', callback_method: 'post' } as never),
        )
      ).error.description,
    ).toBe('callback_method: must be a valid value; callback_url: must be a valid URL.');
    expect(await refusal(rzp.paymentLink.create({ amount: 50_000_100 } as never))).toEqual(
      linkError('amount exceeds maximum amount allowed.'),
    );
  });
});

describe('paying a link', () => {
  it('a full payment: captured, the webhooks Razorpay sends, a signed callback, paid once', async () => {
    const link = await rzp.paymentLink.create({ ...ADVANCE, accept_partial: false, first_min_partial_amount: 0 });
    const paid = sandbox.payLink(link.id, 'success');
    if (!paid.ok) throw new Error('payment refused');

    expect(
      validatePaymentVerification(
        {
          payment_link_id: paid.callback.razorpay_payment_link_id,
          payment_link_reference_id: paid.callback.razorpay_payment_link_reference_id,
          payment_link_status: paid.callback.razorpay_payment_link_status,
          payment_id: paid.callback.razorpay_payment_id,
        },
        paid.callback.razorpay_signature,
        sandbox.keySecret,
      ),
    ).toBe(true);
    expect(paid.callback).toMatchObject({ razorpay_payment_link_status: 'paid', razorpay_payment_link_id: link.id });
    const back = new URL(paid.redirectTo as string);
    expect(back.origin + back.pathname).toBe('https://shop.example.in/pay/done');
    expect(back.searchParams.get('order')).toBe('RMJ-1042');
    expect(back.searchParams.get('razorpay_signature')).toBe(paid.callback.razorpay_signature);

    const fetched = await rzp.paymentLink.fetch(link.id);
    expect(fetched).toMatchObject({ status: 'paid', amount_paid: 300_000 });
    expect(fetched.payments).toEqual([
      expect.objectContaining({
        amount: 300_000,
        method: 'card',
        payment_id: paid.payment.id,
        plink_id: link.id,
        status: 'captured',
      }),
    ]);
    const payment = await rzp.payments.fetch(paid.payment.id);
    expect(payment).toMatchObject({ status: 'captured', amount: 300_000, email: 'meena@example.in' });
    expect(payment.description).toBe(`#${link.id.slice(6)}`);
    expect(await rzp.orders.fetch(String(payment.order_id))).toMatchObject({
      status: 'paid',
      amount_paid: 300_000,
      receipt: 'RMJ-1042-A1',
    });
    // Reconciliation finds the link from a payment id.
    const byPayment = await rzp.paymentLink.all({ payment_id: paid.payment.id } as never);
    expect(byPayment.payment_links.map((l) => l.id)).toEqual([link.id]);

    await sandbox.webhooksIdle();
    expect(sortedNames()).toEqual(['order.paid', 'payment.authorized', 'payment.captured', 'payment_link.paid']);
    for (const r of hook.received)
      expect(validateWebhookSignature(r.body, r.signature, sandbox.webhookSecret)).toBe(true);
    const linkPaid = eventNamed('payment_link.paid');
    expect(linkPaid.contains).toEqual(['payment_link', 'order', 'payment']);
    expect(linkPaid.payload.payment_link.entity).toMatchObject({ id: link.id, status: 'paid', amount_paid: 300_000 });
    expect(linkPaid.payload.order.entity).toMatchObject({ id: payment.order_id, status: 'paid' });
    expect(linkPaid.payload.payment.entity).toMatchObject({ id: paid.payment.id, status: 'captured' });

    // Paid: cannot be cancelled, and its page takes no more money ...
    expect((await refusal(rzp.paymentLink.cancel(link.id))).error.description).toBe(
      'Payment Link cannot be cancelled in paid state; only a Payment Link in created state can be cancelled.',
    );
    expect(() => sandbox.payLink(link.id, 'success')).toThrow('Payment Link is paid and cannot be paid.');
    // ... but a page opened in a second tab before it was paid can still pay it: a second captured
    // payment on the link, with no second order.paid or payment_link.paid.
    const again = sandbox.payLink(link.id, 'success', { force: true });
    if (!again.ok) throw new Error('payment refused');
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'paid', amount_paid: 300_000 });
    expect(statuses(await rzp.paymentLink.fetch(link.id))).toEqual(['captured', 'captured']);
    await sandbox.webhooksIdle();
    expect(names().filter((n) => n === 'payment_link.paid')).toHaveLength(1);
    expect(names().filter((n) => n === 'order.paid')).toHaveLength(1);
    expect(names().filter((n) => n === 'payment.captured')).toHaveLength(2);
    // The extra payment can be refunded like any other.
    expect(await rzp.payments.refund(again.payment.id, {})).toMatchObject({ amount: 300_000, status: 'pending' });
  });

  it('partial payments: created → partially_paid → paid, the first at least the minimum', async () => {
    const link = await rzp.paymentLink.create(ADVANCE);
    expect(() => sandbox.payLink(link.id, 'success', { amount: 50_000 })).toThrow(
      'The first payment must be at least 90000 paise.',
    );
    expect(() => sandbox.payLink(link.id, 'success', { amount: 300_100 })).toThrow(
      'The amount must be no more than the amount due, 300000 paise.',
    );
    const first = sandbox.payLink(link.id, 'success', { amount: 90_000 });
    if (!first.ok) throw new Error('payment refused');
    expect(first.callback.razorpay_payment_link_status).toBe('partially_paid');
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'partially_paid', amount_paid: 90_000 });
    // Only a created link can be cancelled.
    expect((await refusal(rzp.paymentLink.cancel(link.id))).error.description).toContain('in partially_paid state');
    const rest = sandbox.payLink(link.id, 'success');
    if (!rest.ok) throw new Error('payment refused');
    expect(rest.payment.amount).toBe(210_000);
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'paid', amount_paid: 300_000 });
    const order = await rzp.orders.fetch(String(rest.payment.order_id));
    expect(order).toMatchObject({ status: 'paid', amount_paid: 300_000, amount_due: 0 });
    expect(rest.payment.order_id).toBe(first.payment.order_id);

    await sandbox.webhooksIdle();
    expect(sortedNames()).toEqual([
      'order.paid',
      'payment.authorized',
      'payment.authorized',
      'payment.captured',
      'payment.captured',
      'payment_link.paid',
      'payment_link.partially_paid',
    ]);
    const partial = eventNamed('payment_link.partially_paid');
    expect(partial.payload.payment_link.entity).toMatchObject({ status: 'partially_paid', amount_paid: 90_000 });
    expect(partial.payload.order.entity).toMatchObject({
      status: 'attempted',
      amount_paid: 90_000,
      amount_due: 210_000,
    });
  });

  it('a failed attempt sends payment.failed and leaves the link payable', async () => {
    const link = await rzp.paymentLink.create({ amount: 10_000 } as never);
    const failed = sandbox.payLink(link.id, 'failure');
    expect(failed).toMatchObject({ ok: false, error: { reason: 'payment_failed', source: 'customer' } });
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'created', amount_paid: 0 });
    expect(sandbox.payLink(link.id, 'success').ok).toBe(true);
    const after = await rzp.paymentLink.fetch(link.id);
    expect(after.status).toBe('paid');
    expect(statuses(after)).toEqual(['failed', 'captured']);
    await sandbox.webhooksIdle();
    expect(eventNamed('payment.failed').payload.payment.entity).toMatchObject({ status: 'failed' });
  });
});

describe('expiry', () => {
  it('a link past expire_by is expired (payment_link.expired) and cannot be paid or cancelled', async () => {
    const link = await rzp.paymentLink.create({ ...ADVANCE, expire_by: Math.floor(Date.now() / 1000) + 20 * 60 });
    sandbox.advanceClock(19 * 60);
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'created' });
    sandbox.advanceClock(2 * 60);
    const expired = await rzp.paymentLink.fetch(link.id);
    expect(expired).toMatchObject({ status: 'expired' });
    expect(expired.expired_at).toBeGreaterThanOrEqual(link.expire_by as number);
    expect(() => sandbox.payLink(link.id, 'success')).toThrow('Payment Link is expired and cannot be paid.');
    expect((await refusal(rzp.paymentLink.cancel(link.id))).error.description).toContain('in expired state');
    // A page opened before it expired can still complete: the payment is taken, the link stays expired.
    const late = sandbox.payLink(link.id, 'success', { force: true });
    if (!late.ok) throw new Error('payment refused');
    expect(late.callback.razorpay_payment_link_status).toBe('expired');
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'expired', amount_paid: 0 });
    await sandbox.webhooksIdle();
    // The link's order is paid by it (order.paid), though the link is not: the shop must notice.
    expect(sortedNames()).toEqual(['order.paid', 'payment.authorized', 'payment.captured', 'payment_link.expired']);
    expect(eventNamed('payment_link.expired').payload.payment_link.entity).toMatchObject({
      id: link.id,
      status: 'expired',
    });
  });

  it('expires on time without being asked: the timer sends payment_link.expired', async () => {
    const expireBy = Math.floor(Date.now() / 1000) + 16 * 60;
    const link = await rzp.paymentLink.create({ amount: 1000, expire_by: expireBy } as never);
    const seen = hook.next('payment_link.expired');
    // To a moment before expire_by; the sandbox's own timer does the rest.
    sandbox.advanceClock(expireBy - Math.floor(Date.now() / 1000) - 1);
    const event = await seen;
    expect(event.payload.payment_link.entity).toMatchObject({ id: link.id, status: 'expired' });
  });

  it('a partially paid link expires too, keeping what was paid', async () => {
    const link = await rzp.paymentLink.create(ADVANCE);
    expect(sandbox.payLink(link.id, 'success', { amount: 100_000 }).ok).toBe(true);
    expect(sandbox.expireLink(link.id)).toMatchObject({ status: 'expired', amount_paid: 100_000 });
    // A closed link does not change again, and sends nothing more.
    expect(sandbox.expireLink(link.id)).toMatchObject({ status: 'expired' });
    await sandbox.webhooksIdle();
    expect(names().filter((n) => n === 'payment_link.expired')).toHaveLength(1);
  });
});

describe('test controls over HTTP (Basic auth, for a stack run from the command line)', () => {
  it('pay, expire, move the clock, list webhooks and deliver one again three times, byte for byte', async () => {
    expect((await control('clock', { advance_seconds: 1 }, 'Basic eDp5')).status).toBe(401);
    const link = await rzp.paymentLink.create({ ...ADVANCE, accept_partial: false, first_min_partial_amount: 0 });
    const paid = await (await control(`payment-links/${link.id}/pay`, { outcome: 'success' })).json();
    expect(paid).toMatchObject({
      ok: true,
      link: { status: 'paid' },
      callback: { razorpay_payment_link_status: 'paid' },
    });
    const refused = await control(`payment-links/${link.id}/pay`, { outcome: 'success' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.description).toBe('Payment Link is paid and cannot be paid.');
    expect((await control(`payment-links/${link.id}/pay`, { outcome: 'maybe' })).status).toBe(400);

    const other = await rzp.paymentLink.create({ amount: 1000, expire_by: inAnHour() } as never);
    expect((await (await control('clock', { advance_seconds: 3601 })).json()).advanced_seconds).toBe(3601);
    expect(await rzp.paymentLink.fetch(other.id)).toMatchObject({ status: 'expired' });
    const third = await rzp.paymentLink.create({ amount: 1000 } as never);
    expect(await (await control(`payment-links/${third.id}/expire`)).json()).toMatchObject({ status: 'expired' });

    await sandbox.webhooksIdle();
    const listed = (await (await control('webhooks')).json()).items as Array<{
      eventId: string;
      event: string;
      ids: Record<string, string>;
    }>;
    const linkPaid = listed.find((d) => d.event === 'payment_link.paid' && d.ids.payment_link === link.id);
    if (!linkPaid) throw new Error('no payment_link.paid');
    expect(linkPaid.ids).toMatchObject({ payment: paid.payment.id, order: paid.payment.order_id });
    const before = hook.received.length;
    const repeated = await control(`webhooks/${linkPaid.eventId}/redeliver`, { copies: 3 });
    expect(await repeated.json()).toEqual({ results: [200, 200, 200] });
    const copies = hook.received.slice(before);
    const original = hook.received.find((r) => r.eventId === linkPaid.eventId);
    expect(copies).toEqual([original, original, original]);
    expect((await control('webhooks/nope/redeliver', { copies: 1 })).status).toBe(400);
  });
});

describe('the hosted page a short URL opens', () => {
  const code = (shortUrl: string) => shortUrl.slice(shortUrl.lastIndexOf('/') + 1);
  const open = (shortUrl: string) => fetch(shortUrl);
  const submit = (shortUrl: string, fields: Record<string, string>) =>
    fetch(shortUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  it('shows the amount due with Success and Failure; Failure leaves it payable; Success goes to the callback, signed', async () => {
    const link = await rzp.paymentLink.create({ ...ADVANCE, accept_partial: false, first_min_partial_amount: 0 });
    const page = await open(link.short_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https://shop.example.in");
    const html = await page.text();
    expect(html).toContain('₹3,000.00');
    expect(html).toContain('Advance for an engraved gold chain');
    expect(html).toMatch(/<button[^>]*value="success"[^>]*>Success<\/button>/);
    expect(html).toMatch(/<button[^>]*value="failure"[^>]*>Failure<\/button>/);
    expect(html).not.toContain('name="amount"');

    const failed = await submit(link.short_url, { outcome: 'failure' });
    expect(failed.status).toBe(200);
    expect(await failed.text()).toMatch(/role="alert">Payment failed because the shopper chose Failure/);
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'created' });

    const paid = await submit(link.short_url, { outcome: 'success' });
    expect(paid.status).toBe(303);
    const back = new URL(String(paid.headers.get('location')));
    expect(back.origin).toBe('https://shop.example.in');
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({
      order: 'RMJ-1042',
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: 'RMJ-1042-A1',
      razorpay_payment_link_status: 'paid',
    });
    expect(
      validatePaymentVerification(
        {
          payment_link_id: params.razorpay_payment_link_id,
          payment_link_reference_id: params.razorpay_payment_link_reference_id,
          payment_link_status: params.razorpay_payment_link_status,
          payment_id: params.razorpay_payment_id,
        },
        params.razorpay_signature,
        sandbox.keySecret,
      ),
    ).toBe(true);
    const closed = await (await open(link.short_url)).text();
    expect(closed).toContain('This payment request has been paid in full.');
    expect(closed).not.toContain('value="success"');
  });

  it('takes a partial amount in rupees when the link allows it; without a callback it shows the receipt', async () => {
    const link = await rzp.paymentLink.create({
      amount: 300_000,
      accept_partial: true,
      first_min_partial_amount: 90_000,
    } as never);
    const html = await (await open(link.short_url)).text();
    expect(html).toMatch(/<label for="amount">Amount to pay now \(₹\)<\/label>/);
    expect(html).toContain('value="3000.00"');
    expect(await (await submit(link.short_url, { outcome: 'success', amount: '500' })).text()).toContain(
      'The first payment must be at least 90000 paise.',
    );
    expect((await submit(link.short_url, { outcome: 'success', amount: 'lots' })).status).toBe(400);
    const paid = await submit(link.short_url, { outcome: 'success', amount: '1,000.50' });
    expect(paid.status).toBe(303);
    const receipt = await (await fetch(new URL(String(paid.headers.get('location')), sandbox.url))).text();
    expect(receipt).toMatch(/role="status">Payment received \(pay_[A-Za-z0-9]{14}\)\./);
    expect(receipt).toContain('₹1,999.50'); // still due
    expect(await rzp.paymentLink.fetch(link.id)).toMatchObject({ status: 'partially_paid', amount_paid: 100_050 });
  });

  it('says so for a cancelled or expired link, and for a code that opens nothing', async () => {
    const link = await rzp.paymentLink.create({ amount: 1000 } as never);
    await rzp.paymentLink.cancel(link.id);
    expect(await (await open(link.short_url)).text()).toContain('was cancelled by the seller');
    expect((await submit(link.short_url, { outcome: 'success' })).status).toBe(400);
    const unknown = await fetch(`${sandbox.url}/payment-sandbox/i/${code(link.short_url)}x`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment request not found');
  });
});
