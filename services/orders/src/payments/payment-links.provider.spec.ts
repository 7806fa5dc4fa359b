// The provider's Payment Link calls, made with the official SDK (the production client) against the
// payment sandbox: what the shop sends, what it reads back, a retried create that must not make a
// second link, a cancel that came too late, a payment found by its id (reconciliation), the signed
// callback, and the webhook bodies the sandbox sends, parsed at the edge.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPaymentSandbox, type RunningPaymentSandbox } from '@rmj/payment-sandbox';
import { parsePaymentLinkEvent } from './payment-link-events';
import {
  isGenuinePaymentLinkCallback,
  PaymentProviderError,
  type CreatePaymentLinkInput,
  type PaymentLinkCallback,
} from './payment-provider';
import type { ProviderCallOutcome } from './razorpay-provider';
import { SandboxProvider } from './sandbox-provider';

/** Every webhook body the sandbox sends. */
async function receiver() {
  const bodies: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      bodies.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    bodies,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

let sandbox: RunningPaymentSandbox;
let hook: Awaited<ReturnType<typeof receiver>>;
let provider: SandboxProvider;
let calls: Array<[string, ProviderCallOutcome]>;

beforeEach(async () => {
  hook = await receiver();
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: hook.url });
  calls = [];
  provider = new SandboxProvider({
    url: sandbox.url,
    keyId: sandbox.keyId,
    keySecret: sandbox.keySecret,
    timeoutMs: 5000,
    observe: (operation, outcome) => calls.push([operation, outcome]),
  });
});
afterEach(async () => {
  await sandbox.stop();
  await hook.close();
});

const inADay = () => new Date(Date.now() + 86_400_000);
const advance = (over: Partial<CreatePaymentLinkInput> = {}): CreatePaymentLinkInput => ({
  amountPaise: 600_000,
  referenceId: 'RMJ-1042-A1',
  description: 'Advance for an engraved gold chain',
  customer: { name: 'Meena R', email: 'meena@example.in', contact: '+919876543210' },
  expireBy: inADay(),
  notes: { order: 'RMJ-1042' },
  callbackUrl: 'https://shop.example.in/pay/done',
  ...over,
});

describe('createPaymentLink', () => {
  it('sends what the shop asks (Razorpay notifies nobody) and reads the link back', async () => {
    const expireBy = inADay();
    const link = await provider.createPaymentLink(advance({ expireBy, partial: { firstMinPaise: 180_000 } }));
    expect(link).toEqual({
      id: expect.stringMatching(/^plink_[A-Za-z0-9]{14}$/),
      short_url: expect.stringMatching(new RegExp(`^${sandbox.url}/payment-sandbox/i/`)),
      status: 'created',
      amount: 600_000,
      amount_paid: 0,
      currency: 'INR',
      reference_id: 'RMJ-1042-A1',
      accept_partial: true,
      first_min_partial_amount: 180_000,
      expire_by: Math.floor(expireBy.getTime() / 1000),
      created_at: expect.any(Number),
      cancelled_at: null,
      expired_at: null,
      notes: { order: 'RMJ-1042' },
      payments: [],
    });
    // What Razorpay holds: no SMS, e-mail or reminders from Razorpay; the callback with GET.
    expect(sandbox.paymentLinks.fetch(link.id)).toMatchObject({
      notify: { sms: false, email: false, whatsapp: false },
      reminder_enable: false,
      callback_url: 'https://shop.example.in/pay/done',
      callback_method: 'get',
      customer: { name: 'Meena R', email: 'meena@example.in', contact: '+919876543210' },
      description: 'Advance for an engraved gold chain',
    });
    expect(calls).toEqual([['create_payment_link', 'ok']]);
    const whole = await provider.createPaymentLink(advance({ referenceId: 'RMJ-1042-B1', callbackUrl: undefined }));
    expect(whole).toMatchObject({ accept_partial: false, first_min_partial_amount: 0 });
    expect(sandbox.paymentLinks.fetch(whole.id)).toMatchObject({ callback_url: '', callback_method: '' });
  });

  it('a retry with the same reference answers the link the first call made; another amount is refused', async () => {
    const first = await provider.createPaymentLink(advance());
    const again = await provider.createPaymentLink(advance());
    expect(again.id).toBe(first.id);
    expect(await provider.findPaymentLinks({ referenceId: 'RMJ-1042-A1' })).toHaveLength(1);
    const other = await provider.createPaymentLink(advance({ amountPaise: 700_000 })).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(PaymentProviderError);
    expect(other).toMatchObject({
      kind: 'refused',
      reason: 'Payment Link with reference_id RMJ-1042-A1 already exists.',
    });
  });

  it('a refusal carries the provider’s reason; a provider that cannot be reached is unavailable', async () => {
    const soon = await provider
      .createPaymentLink(advance({ expireBy: new Date(Date.now() + 60_000) }))
      .catch((e: unknown) => e);
    expect(soon).toMatchObject({
      kind: 'refused',
      reason: 'expire_by: timestamp must be atleast 15 minutes in future.',
    });
    const down = new SandboxProvider({ url: 'http://127.0.0.1:1', keyId: 'k', keySecret: 's', timeoutMs: 2000 });
    await expect(down.createPaymentLink(advance())).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(down.fetchPaymentLink('plink_AAAAAAAAAAAAAA')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

describe('reading, cancelling and finding links', () => {
  it('reads payments in parts as the link records them', async () => {
    const link = await provider.createPaymentLink(advance({ partial: { firstMinPaise: 180_000 } }));
    const first = sandbox.payLink(link.id, 'success', { amount: 180_000 });
    sandbox.payLink(link.id, 'failure');
    if (!first.ok) throw new Error('payment refused');
    const read = await provider.fetchPaymentLink(link.id);
    expect(read).toMatchObject({ status: 'partially_paid', amount_paid: 180_000 });
    expect(read.payments).toEqual([
      { payment_id: first.payment.id, amount: 180_000, status: 'captured', created_at: expect.any(Number) },
      { payment_id: expect.stringMatching(/^pay_/), amount: 420_000, status: 'failed', created_at: expect.any(Number) },
    ]);
    // Each payment's details (its order, for the existing payment handling) come from fetchPayment.
    expect(await provider.fetchPayment(first.payment.id)).toMatchObject({ status: 'captured', amount: 180_000 });
  });

  it('cancel answers the link as it now is: cancelled (also when asked twice), or paid when it came too late', async () => {
    const open = await provider.createPaymentLink(advance());
    expect(await provider.cancelPaymentLink(open.id)).toMatchObject({
      status: 'cancelled',
      cancelled_at: expect.any(Number),
    });
    expect(await provider.cancelPaymentLink(open.id)).toMatchObject({ status: 'cancelled' });

    const paid = await provider.createPaymentLink(advance({ referenceId: 'RMJ-1042-B1' }));
    expect(sandbox.payLink(paid.id, 'success').ok).toBe(true);
    expect(await provider.cancelPaymentLink(paid.id)).toMatchObject({ status: 'paid', amount_paid: 600_000 });

    await expect(provider.cancelPaymentLink('plink_AAAAAAAAAAAAAA')).rejects.toMatchObject({
      kind: 'refused',
      reason: 'The id provided does not exist',
    });
    expect(calls.filter(([op]) => op === 'cancel_payment_link').map(([, outcome]) => outcome)).toEqual([
      'ok',
      'error',
      'error',
      'error',
    ]);
  });

  it('finds the link a late payment was made on (a cancelled link paid from a page opened before)', async () => {
    const link = await provider.createPaymentLink(advance());
    await provider.cancelPaymentLink(link.id);
    const late = sandbox.payLink(link.id, 'success', { force: true });
    if (!late.ok) throw new Error('payment refused');
    const [found] = await provider.findPaymentLinks({ paymentId: late.payment.id });
    expect(found).toMatchObject({ id: link.id, status: 'cancelled', amount_paid: 0 });
    expect(found.payments.map((p) => [p.payment_id, p.status])).toEqual([[late.payment.id, 'captured']]);
    expect(await provider.findPaymentLinks({ paymentId: 'pay_AAAAAAAAAAAAAA' })).toEqual([]);
  });
});

describe('the callback after a payment', () => {
  it('is genuine when signed with the key secret over link|reference|status|payment, and nothing else', async () => {
    const link = await provider.createPaymentLink(advance());
    const paid = sandbox.payLink(link.id, 'success');
    if (!paid.ok) throw new Error('payment refused');
    const callback: PaymentLinkCallback = paid.callback;
    expect(isGenuinePaymentLinkCallback(callback, sandbox.keySecret)).toBe(true);
    expect(isGenuinePaymentLinkCallback(callback, 'another-secret')).toBe(false);
    expect(
      isGenuinePaymentLinkCallback({ ...callback, razorpay_payment_link_status: 'partially_paid' }, sandbox.keySecret),
    ).toBe(false);
    expect(isGenuinePaymentLinkCallback({ ...callback, razorpay_payment_id: 'pay_other' }, sandbox.keySecret)).toBe(
      false,
    );
    expect(
      isGenuinePaymentLinkCallback(
        { ...callback, razorpay_signature: undefined } as unknown as PaymentLinkCallback,
        sandbox.keySecret,
      ),
    ).toBe(false);
  });
});

describe('Payment Link webhooks, parsed at the edge', () => {
  it('reads paid, partially_paid, cancelled and expired as the sandbox sends them', async () => {
    const parts = await provider.createPaymentLink(advance({ partial: { firstMinPaise: 180_000 } }));
    const first = sandbox.payLink(parts.id, 'success', { amount: 200_000 });
    const rest = sandbox.payLink(parts.id, 'success');
    const cancelled = await provider.createPaymentLink(advance({ referenceId: 'RMJ-1042-C1' }));
    await provider.cancelPaymentLink(cancelled.id);
    const expiring = await provider.createPaymentLink(advance({ referenceId: 'RMJ-1042-D1' }));
    sandbox.expireLink(expiring.id);
    await sandbox.webhooksIdle();
    if (!first.ok || !rest.ok) throw new Error('payment refused');

    // Deliveries run side by side, so they may arrive in any order.
    const parsed = hook.bodies
      .map(parsePaymentLinkEvent)
      .filter((e) => e !== null)
      .map((e) => {
        if ('error' in e) throw new Error(e.error);
        return e;
      });
    expect(parsed.map((e) => [e.event, e.link.id, e.link.status]).sort()).toEqual(
      [
        ['payment_link.partially_paid', parts.id, 'partially_paid'],
        ['payment_link.paid', parts.id, 'paid'],
        ['payment_link.cancelled', cancelled.id, 'cancelled'],
        ['payment_link.expired', expiring.id, 'expired'],
      ].sort(),
    );
    const find = (name: string) => parsed.find((e) => e.event === name) as (typeof parsed)[number];
    const [partly, paid, gone] = [
      find('payment_link.partially_paid'),
      find('payment_link.paid'),
      find('payment_link.cancelled'),
    ];
    expect(partly.payment).toEqual({
      id: first.payment.id,
      orderId: first.payment.order_id,
      amount: 200_000,
      status: 'captured',
    });
    expect(partly.link).toMatchObject({
      amount_paid: 200_000,
      reference_id: 'RMJ-1042-A1',
      notes: { order: 'RMJ-1042' },
    });
    expect(paid.payment).toMatchObject({ id: rest.payment.id, amount: 400_000 });
    expect(paid.link.payments.map((p) => p.payment_id)).toEqual([first.payment.id, rest.payment.id]);
    expect(gone.payment).toBeNull();
    // The other events are not Payment Link events.
    expect(
      hook.bodies.filter((b) => parsePaymentLinkEvent(b) === null).map((b) => (b as { event: string }).event),
    ).toEqual(expect.arrayContaining(['payment.authorized', 'payment.captured', 'order.paid']));
  });

  it('refuses a body that claims to be a Payment Link event but is not shaped like one', () => {
    expect(parsePaymentLinkEvent({ event: 'payment_link.paid', payload: {} })).toEqual({
      error: expect.stringContaining('payload.payment_link'),
    });
    expect(parsePaymentLinkEvent({ event: 'payment_link.refunded', payload: {} })).toEqual({
      error: expect.stringContaining('event'),
    });
    const link = {
      id: 'plink_AAAAAAAAAAAAAA',
      short_url: 'https://rzp.io/i/abc',
      status: 'paid',
      amount: 100,
      amount_paid: 100,
    };
    expect(parsePaymentLinkEvent({ event: 'payment_link.paid', payload: { payment_link: { entity: link } } })).toEqual({
      error: 'payment_link.paid carries no payment',
    });
    expect(parsePaymentLinkEvent({ event: 'payment.captured', payload: {} })).toBeNull();
    expect(parsePaymentLinkEvent(null)).toBeNull();
  });
});
