// The orders guard decides by route metadata, never by a path string: Express routes
// case-insensitively, so every spelling of a login-required path meets the same check. Answers
// with personal data carry Cache-Control: no-store.
import {
  apiErrorResponseSchema,
  SESSION_ENDED_MESSAGE,
  trackOrderResponseSchema,
  verifyPaymentResponseSchema,
} from '@rmj/contracts';
import { createTestApp, payFor, PRODUCTS, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('orders_auth');
  t.sandbox.setWebhookUrl(null);
});
afterAll(() => t.close());

describe('deny by default, whatever the spelling of the path', () => {
  it.each(['/API/orders/mine', '/Api/Orders/Mine', '/api/ORDERS/mine', '/API/RAZORPAY-KEY'])(
    'GET %s without a token is 401, not a 500',
    async (path) => {
      const res = await t.http().get(path);
      expect(res.status).toBe(401);
      expect(apiErrorResponseSchema.parse(res.body)).toMatchObject({
        statusCode: 401,
        message: 'Please log in to continue',
      });
    },
  );

  it.each(['/API/create-razorpay-order', '/Api/Verify-Payment', '/API/ORDERS'])(
    'POST %s without a token is 401 and creates nothing',
    async (path) => {
      const res = await t
        .http()
        .post(path)
        .send({ items: [{ productId: PRODUCTS.ring._id, quantity: 1 }] });
      expect(res.status).toBe(401);
      expect(await t.pendings.countDocuments()).toBe(0);
    },
  );

  it('still answers the health probes and the public calls without a token', async () => {
    await t.http().get('/health/live').expect(200);
    await t.http().get('/health/ready').expect(200);
    await t.http().get('/API/track-order/RMJ-0000000000').expect(404);
  });

  it('refuses a token whose session has ended with a message that says so', async () => {
    const bearer = t.bearer('user-ended');
    await t.http().get('/api/orders/mine').set('Authorization', bearer).expect(200);
    const sid = JSON.parse(Buffer.from(bearer.split('.')[1], 'base64url').toString()).sid as string;
    t.identity.end(sid);
    const res = await t.http().get('/API/Orders/Mine').set('Authorization', bearer).expect(401);
    expect(res.body.message).toBe(SESSION_ENDED_MESSAGE);
  });
});

describe('no-store on answers with personal data', () => {
  let orderNumber: string;
  beforeAll(async () => {
    const { handler } = await payFor(t, [{ productId: PRODUCTS.ring._id, quantity: 1 }]);
    const verified = await t
      .http()
      .post('/api/verify-payment')
      .set('Authorization', t.bearer())
      .send(handler)
      .expect(200);
    orderNumber = verifyPaymentResponseSchema.parse(verified.body).orderId!;
  });

  it('GET /api/orders/mine is never stored by a browser or proxy', async () => {
    const res = await t.http().get('/api/orders/mine').set('Authorization', t.bearer()).expect(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("the owner's tracking view and the masked one are both no-store", async () => {
    const owner = await t.http().get(`/api/track-order/${orderNumber}`).set('Authorization', t.bearer()).expect(200);
    expect(trackOrderResponseSchema.parse(owner.body).masked).toBe(false);
    expect(owner.headers['cache-control']).toBe('no-store');
    const anonymous = await t.http().get(`/api/track-order/${orderNumber}`).expect(200);
    expect(trackOrderResponseSchema.parse(anonymous.body).masked).toBe(true);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
