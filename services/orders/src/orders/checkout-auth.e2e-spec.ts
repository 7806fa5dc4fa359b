// Every checkout call needs identity's access token, checked by the orders service itself
// (not only the gateway); only tracking, pricing a cart and the signed webhook are public.
import { apiErrorResponseSchema, paymentKeyResponseSchema, quoteResponseSchema } from '@rmj/contracts';
import { generateAccessTokenKeyPair, loadSigningKey, signAccessToken } from '@rmj/nest-common';
import { createTestApp, customer, PRODUCTS, testKeyPair, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('checkout-auth');
});
afterAll(() => t.close());

const CHECKOUT_CALLS: Array<[string, string]> = [
  ['get', '/api/razorpay-key'],
  ['post', '/api/create-razorpay-order'],
  ['post', '/api/verify-payment'],
  ['post', '/api/orders'],
  ['get', '/api/orders/mine'],
];

describe('checkout calls without a valid token', () => {
  it.each(CHECKOUT_CALLS)('%s %s is 401 without a token', async (method, path) => {
    const res = await (t.http() as unknown as Record<string, (p: string) => import('supertest').Test>)
      [method](path)
      .send({});
    expect(res.status).toBe(401);
    expect(apiErrorResponseSchema.parse(res.body)).toMatchObject({
      statusCode: 401,
      success: false,
      message: 'Please log in to continue',
    });
  });

  it('refuses a forged, an expired, a wrongly signed and a revoked token', async () => {
    const claims = { sub: 'u', email: 'a@b.in', firstName: 'A', sid: t.identity.sessionFor('u') };
    const wrongKey = signAccessToken(claims, loadSigningKey(generateAccessTokenKeyPair().privateKey));
    const expired = signAccessToken(claims, loadSigningKey(testKeyPair.privateKey), -10);
    const revokedSid = t.identity.sessionFor('u');
    const revoked = signAccessToken({ ...claims, sid: revokedSid }, loadSigningKey(testKeyPair.privateKey));
    await t.http().get('/api/razorpay-key').set('Authorization', `Bearer ${revoked}`).expect(200);
    t.identity.end(revokedSid);
    for (const token of [wrongKey, expired, revoked, 'not.a.token']) {
      await t.http().get('/api/razorpay-key').set('Authorization', `Bearer ${token}`).expect(401);
    }
    await t
      .http()
      .post('/api/create-razorpay-order')
      .set('Authorization', `Bearer ${wrongKey}`)
      .send({ items: [{ productId: PRODUCTS.ring._id, quantity: 1 }], customerDetails: customer })
      .expect(401);
    expect(await t.pendings.countDocuments()).toBe(0);
  });

  it('gives the logged-in shopper the public key and where the checkout script lives', async () => {
    const res = await t.http().get('/api/razorpay-key').set('Authorization', t.bearer()).expect(200);
    expect(paymentKeyResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ success: true, key: t.sandbox.keyId, checkoutScript: '/payment-sandbox/checkout.js' });
  });

  it('lets anyone track by number and price a cart, and the webhook needs only its signature', async () => {
    await t.http().get('/api/track-order/RMJ-0000000000').expect(404);
    const quote = await t
      .http()
      .post('/api/orders/quote')
      .send({ items: [{ productId: PRODUCTS.ring._id, quantity: 1 }] })
      .expect(200);
    expect(quoteResponseSchema.parse(quote.body).pricing.total).toBe(2600);
    const hook = await t.http().post('/api/payments/webhook').send({ event: 'payment.captured' });
    expect(hook.status).toBe(400);
    expect(apiErrorResponseSchema.parse(hook.body).message).toBe('Invalid webhook signature');
  });
});
