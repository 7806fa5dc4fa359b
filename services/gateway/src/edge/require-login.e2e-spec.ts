import type { INestApplication } from '@nestjs/common';
import { signAccessToken } from '@rmj/nest-common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;
const SECRET = 's'.repeat(40);

describe('gateway login check on checkout calls', () => {
  let app: INestApplication;
  let gateway: string;
  let orders: Upstream;

  beforeAll(async () => {
    orders = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({ ORDERS_URL: orders.url, JWT_SECRET: SECRET }));
  });
  afterAll(async () => {
    await app.close();
    await orders.close();
  });

  it('refuses creating a payment order without a token, with a forged one and with an expired one', async () => {
    const before = orders.received.length;
    const none = await request(gateway).post('/api/create-razorpay-order').send({ amount: 100 });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please log in to complete your purchase' });
    const forged = signAccessToken({ sub: 'u1', email: 'a@b.in', firstName: 'A' }, 'x'.repeat(40));
    expect((await request(gateway).post('/api/verify-payment').set('authorization', `Bearer ${forged}`).send({})).status).toBe(401);
    const expired = signAccessToken({ sub: 'u1', email: 'a@b.in', firstName: 'A' }, SECRET, -10);
    expect((await request(gateway).post('/api/orders').set('authorization', `Bearer ${expired}`).send({})).status).toBe(401);
    expect(orders.received.length).toBe(before);
  });

  it("forwards a logged-in shopper's checkout call with its token", async () => {
    const token = signAccessToken({ sub: 'u1', email: 'a@b.in', firstName: 'A' }, SECRET);
    const res = await request(gateway).post('/api/orders').set('authorization', `Bearer ${token}`).send({ a: 1 });
    expect(res.status).toBe(200);
    expect(orders.received.at(-1)!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('leaves public order calls alone: the payment key and order tracking need no login', async () => {
    expect((await request(gateway).get('/api/razorpay-key')).status).toBe(200);
    expect((await request(gateway).get('/api/track-order/RMJ123')).status).toBe(200);
  });
});
