import type { INestApplication } from '@nestjs/common';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  DEV_JWT_SECRET,
  generateAccessTokenKeyPair,
  loadSigningKey,
  signAccessToken,
} from '@rmj/nest-common';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createTestGateway, testSigner } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;
const claims = { sub: 'u1', email: 'a@b.in', firstName: 'A', sid: 'session-0001-abcdef' };
const es256 = { algorithm: 'ES256' as const, keyid: testSigner.kid, expiresIn: 600 };

describe('gateway login check on checkout calls (public key only)', () => {
  let app: INestApplication;
  let gateway: string;
  let orders: Upstream;

  beforeAll(async () => {
    orders = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({ ORDERS_URL: orders.url }));
  });
  afterAll(async () => {
    await app.close();
    await orders.close();
  });

  it('refuses creating a payment order without a token, with a JSON 401', async () => {
    const none = await request(gateway).post('/api/create-razorpay-order').send({ amount: 100 });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Please log in to complete your purchase',
    });
  });

  it.each([
    [
      'signed with the old shared secret (HS256)',
      () =>
        jwt.sign(claims, DEV_JWT_SECRET, {
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          keyid: testSigner.kid,
        }),
    ],
    [
      'with alg none',
      () =>
        jwt.sign(claims, '', {
          algorithm: 'none' as never,
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          keyid: testSigner.kid,
        }),
    ],
    ['signed by another key', () => signAccessToken(claims, loadSigningKey(generateAccessTokenKeyPair().privateKey))],
    [
      'for a wrong issuer',
      () => jwt.sign(claims, testSigner.key, { ...es256, issuer: 'evil-identity', audience: ACCESS_TOKEN_AUDIENCE }),
    ],
    [
      'for a wrong audience',
      () => jwt.sign(claims, testSigner.key, { ...es256, issuer: ACCESS_TOKEN_ISSUER, audience: 'other-shop' }),
    ],
    ['expired', () => signAccessToken(claims, testSigner, -10)],
  ])('refuses a token %s, without contacting orders', async (_what, makeToken) => {
    const before = orders.received.length;
    for (const path of ['/api/create-razorpay-order', '/api/verify-payment', '/api/orders']) {
      const res = await request(gateway).post(path).set('authorization', `Bearer ${makeToken()}`).send({});
      expect(res.status).toBe(401);
    }
    expect(orders.received.length).toBe(before);
  });

  it("forwards a logged-in shopper's checkout call with its token", async () => {
    const token = signAccessToken(claims, testSigner);
    const res = await request(gateway).post('/api/orders').set('authorization', `Bearer ${token}`).send({ a: 1 });
    expect(res.status).toBe(200);
    expect(orders.received.at(-1)!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('asks for login before the payment key and the shopper’s order list too', async () => {
    expect((await request(gateway).get('/api/razorpay-key')).status).toBe(401);
    expect((await request(gateway).get('/api/orders/mine')).status).toBe(401);
  });

  it('leaves public order calls alone: tracking, pricing a cart and the signed webhook need no login', async () => {
    expect((await request(gateway).get('/api/track-order/RMJ123')).status).toBe(200);
    expect((await request(gateway).post('/api/orders/quote').send({})).status).toBe(200);
    expect((await request(gateway).post('/api/payments/webhook').send({})).status).toBe(200);
  });

  it("tells staff whose token has ended to sign in to the back office, not the shopper's words", async () => {
    const expired = signAccessToken(claims, testSigner, -10);
    const res = await request(gateway).get('/api/admin/orders').set('authorization', `Bearer ${expired}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your staff session has ended. Please sign in to the back office again.');
    const shopper = await request(gateway).get('/api/orders/mine').set('authorization', `Bearer ${expired}`);
    expect(shopper.body.message).toBe('Please log in to complete your purchase');
  });

  it("never forwards identity's internal session check", async () => {
    expect((await request(gateway).get('/internal/sessions/abc')).status).toBe(404);
    expect((await request(gateway).get('/api/internal/sessions/abc')).status).toBe(404);
  });
});
