// Verification, webhooks and saving: however a payment is reported (verify, replayed verify,
// webhook first, duplicate webhook, POST /api/orders), exactly one order is recorded.
import { getModelToken } from '@nestjs/mongoose';
import {
  apiErrorResponseSchema,
  paymentWebhookResponseSchema,
  saveOrderResponseSchema,
  verifyPaymentResponseSchema,
} from '@rmj/contracts';
import { hmacHex } from '@rmj/payment-sandbox';
import type { Model } from 'mongoose';
import { PaymentRef } from './payment-ref.schema';
import type { CaughtMail } from '@rmj/mail-catcher';
import {
  createPaymentOrder,
  createTestApp,
  customer,
  eventually,
  payFor,
  PRODUCTS,
  type OrdersTestApp,
} from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('payments');
});
afterAll(() => t.close());

const ring = { productId: PRODUCTS.ring._id, quantity: 1 };
const verify = (body: unknown, auth = t.bearer()) =>
  t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', auth)
    .send(body as object);
const countFor = (providerOrderId: string) => t.orders.countDocuments({ _id: providerOrderId });

function saveBody(paymentId: string) {
  return {
    orderData: [
      {
        productName: 'Silver Promise Ring',
        price: 2500,
        quantity: 1,
        total: 2500,
        Image: '/img.svg',
        Customization: 'Engraving: "ANU"',
      },
    ],
    orderSummary: [
      { label: 'Order Date', value: '1 Jan 2026' },
      { label: 'Total Amount', value: '₹2,600' },
    ],
    customerDetails: customer,
    paymentDetails: { paymentId, status: 'paid', method: 'Razorpay' },
  };
}

/** A signed webhook as the provider would send it. */
function webhook(
  event: string,
  payment: Record<string, unknown>,
  eventId: string,
  secret = t.config.RAZORPAY_WEBHOOK_SECRET,
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
  });
  return t
    .http()
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Event-Id', eventId)
    .set('X-Razorpay-Signature', hmacHex(secret, body))
    .send(body);
}

describe('verify-payment', () => {
  it('records the paid order once; a replayed verify returns the same order number', async () => {
    t.sandbox.setWebhookUrl(null);
    const { created, handler } = await payFor(t, [ring]);
    const first = await verify(handler).expect(200);
    expect(verifyPaymentResponseSchema.parse(first.body)).toMatchObject({
      success: true,
      message: 'Payment verified successfully',
    });
    expect(first.body.orderId).toMatch(/^RMJ-[0-9A-Z]{10}$/);
    const again = await verify(handler).expect(200);
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(await countFor(created.order.id)).toBe(1);
    const order = await t.orders.findById(created.order.id).lean();
    expect(order).toMatchObject({
      paymentId: handler.razorpay_payment_id,
      total: 2600,
      paymentStatus: 'Paid',
      status: 'Processing',
      recordedBy: 'verify',
    });
    t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  });

  it('refuses a signature made for another order, a tampered one, and another shopper’s order', async () => {
    const a = await payFor(t, [ring]);
    const b = await payFor(t, [ring]);
    const crossed = await verify({ ...a.handler, razorpay_signature: b.handler.razorpay_signature }).expect(400);
    expect(apiErrorResponseSchema.parse(crossed.body)).toMatchObject({
      statusCode: 400,
      success: false,
      message: 'The payment signature is not valid.',
    });
    await verify({ ...a.handler, razorpay_signature: 'f'.repeat(64) }).expect(400);
    await verify({ ...a.handler, razorpay_order_id: b.handler.razorpay_order_id }).expect(400);
    const stranger = await verify(a.handler, t.bearer('user-2', 'other@example.in')).expect(404);
    expect(apiErrorResponseSchema.parse(stranger.body).message).toBe(
      'This payment does not belong to an order of yours.',
    );
  });
});

describe('webhooks', () => {
  it('records the order when the webhook comes before verify; verify then finds it', async () => {
    const { created, handler } = await payFor(t, [ring]);
    await eventually(async () => (await countFor(created.order.id)) === 1);
    const order = await t.orders.findById(created.order.id).lean();
    expect(order?.recordedBy).toBe('webhook');
    const res = await verify(handler).expect(200);
    expect(res.body.orderId).toBe(order?.orderNumber);
    await t.sandbox.webhooksIdle();
    expect(await countFor(created.order.id)).toBe(1);
  });

  it('refuses a webhook with a bad signature and records nothing', async () => {
    t.sandbox.setWebhookUrl(null);
    const { created, handler } = await payFor(t, [ring]);
    const payment = { id: handler.razorpay_payment_id, order_id: created.order.id, status: 'captured' };
    const res = await webhook('payment.captured', payment, 'evt_bad_1', 'not-the-webhook-secret').expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe('Invalid webhook signature');
    expect(await countFor(created.order.id)).toBe(0);
    t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  });

  it('checks the signature over the raw bytes: a body with bytes that are not UTF-8 is accepted when signed as sent, refused when signed as decoded text', async () => {
    const raw = Buffer.concat([
      Buffer.from('{"entity":"event","event":"refund.processed","note":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}'),
    ]);
    // fetch sends the bytes as they are (supertest re-encodes a Buffer body it is told is JSON).
    const post = (signature: string, eventId: string) =>
      fetch(`${t.url}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Event-Id': eventId,
          'X-Razorpay-Signature': signature,
        },
        body: raw,
      });
    const overBytes = await post(hmacHex(t.config.RAZORPAY_WEBHOOK_SECRET, raw), 'evt_raw_1');
    expect(overBytes.status).toBe(200);
    expect(paymentWebhookResponseSchema.parse(await overBytes.json()).status).toBe('ignored');
    const overText = await post(hmacHex(t.config.RAZORPAY_WEBHOOK_SECRET, raw.toString('utf8')), 'evt_raw_2');
    expect(overText.status).toBe(400);
    expect(apiErrorResponseSchema.parse(await overText.json()).message).toBe('Invalid webhook signature');
  });

  it('handles a duplicate webhook once and answers 2xx both times', async () => {
    t.sandbox.setWebhookUrl(null);
    const { created, handler } = await payFor(t, [ring]);
    const payment = { id: handler.razorpay_payment_id, order_id: created.order.id, status: 'captured' };
    const hook = async (event: string, eventId: string) =>
      paymentWebhookResponseSchema.parse((await webhook(event, payment, eventId).expect(200)).body).status;
    expect(await hook('payment.captured', 'evt_dup_1')).toBe('processed');
    expect(await hook('payment.captured', 'evt_dup_1')).toBe('duplicate');
    expect(await hook('order.paid', 'evt_dup_2')).toBe('processed');
    expect(await countFor(created.order.id)).toBe(1);
    t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  });

  it('notes a failed payment on the pending checkout without recording an order', async () => {
    const created = (await createPaymentOrder(t, [ring]).expect(200)).body;
    t.sandbox.pay(created.order.id, 'failure');
    await eventually(async () => Boolean((await t.pendings.findById(created.order.id).lean())?.lastFailure));
    expect(await countFor(created.order.id)).toBe(0);
  });
});

describe('POST /api/orders', () => {
  it('cannot create an order that was never paid', async () => {
    const created = (await createPaymentOrder(t, [ring]).expect(200)).body;
    const failed = t.sandbox.pay(created.order.id, 'failure');
    const paymentId = failed.ok ? '' : String((failed.body.error.metadata as { payment_id: string }).payment_id);
    const res = await t
      .http()
      .post('/api/orders')
      .set('Authorization', t.bearer())
      .send(saveBody(paymentId))
      .expect(409);
    expect(apiErrorResponseSchema.parse(res.body)).toMatchObject({
      statusCode: 409,
      success: false,
      message: 'No completed payment was found for this order, so it was not saved.',
    });
    await t.http().post('/api/orders').set('Authorization', t.bearer()).send(saveBody('pay_madeUp1234567')).expect(409);
    expect(await countFor(created.order.id)).toBe(0);
  });

  it('confirms the recorded order by its number; nobody else can save to it', async () => {
    const { created, handler } = await payFor(t, [ring]);
    const verified = await verify(handler).expect(200);
    const saved = await t
      .http()
      .post('/api/orders')
      .set('Authorization', t.bearer())
      .send(saveBody(handler.razorpay_payment_id))
      .expect(200);
    expect(saveOrderResponseSchema.parse(saved.body)).toEqual(saved.body);
    expect(saved.body).toEqual({
      success: true,
      orderId: verified.body.orderId,
      message: 'Order has been saved successfully',
    });
    await t
      .http()
      .post('/api/orders')
      .set('Authorization', t.bearer('intruder'))
      .send(saveBody(handler.razorpay_payment_id))
      .expect(409);
    expect(await countFor(created.order.id)).toBe(1);
  });

  it('finds the order by its payment reference, and by scanning when the reference is missing', async () => {
    const { created, handler } = await payFor(t, [ring]);
    await verify(handler).expect(200);
    const refs = t.app.get<Model<PaymentRef>>(getModelToken(PaymentRef.name));
    // Whoever recorded the order (verify, or the sandbox's webhook a moment earlier) stores the reference just after it.
    await eventually(async () => (await refs.findById(handler.razorpay_payment_id).lean()) !== null);
    expect(await refs.findById(handler.razorpay_payment_id).lean()).toMatchObject({ orderId: created.order.id });
    await refs.deleteOne({ _id: handler.razorpay_payment_id });
    await t
      .http()
      .post('/api/orders')
      .set('Authorization', t.bearer())
      .send(saveBody(handler.razorpay_payment_id))
      .expect(200);
    expect(await countFor(created.order.id)).toBe(1);
  });

  it('records a captured payment that verify never reported (the browser lost the answer)', async () => {
    t.sandbox.setWebhookUrl(null);
    const { created, handler } = await payFor(t, [ring]);
    const saved = await t
      .http()
      .post('/api/orders')
      .set('Authorization', t.bearer())
      .send(saveBody(handler.razorpay_payment_id))
      .expect(200);
    const order = await t.orders.findById(created.order.id).lean();
    expect(order).toMatchObject({ orderNumber: saved.body.orderId, recordedBy: 'save' });
    t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  });
});

describe('after payment', () => {
  it('mails a confirmation with the order number, the personalisation, the total and the longer delivery estimate', async () => {
    const customization = {
      type: 'engraving',
      customName: 'ANU',
      selectedFont: 'serif',
      proofFileId: '22222222222222222222222222222222',
    };
    const { handler } = await payFor(t, [{ ...ring, quantity: 2, size: '7', customization }]);
    const { orderId } = (await verify(handler).expect(200)).body;
    let mail: CaughtMail | undefined;
    await eventually(async () => {
      const all = (await (await fetch(`http://127.0.0.1:${t.mail.httpPort}/api/messages`)).json()) as CaughtMail[];
      mail = all.find((m) => m.subject.includes(orderId) && m.to.includes('asha@example.in'));
      return Boolean(mail);
    });
    expect(mail?.to).toContain('asha@example.in');
    expect(mail?.text).toContain(`Order number: ${orderId}`);
    expect(mail?.text).toContain('2 x Silver Promise Ring (size 7) - ₹5,000');
    expect(mail?.text).toContain('Engraving: "ANU" (Elegant Serif)');
    expect(mail?.text).toContain('Total paid: ₹5,100');
    expect(mail?.text).toContain('8-12 business days, including 5-7 additional business days for customised pieces');
    await eventually(async () => t.catalog.claims.some((ids) => ids.includes('22222222222222222222222222222222')));
  });
});
