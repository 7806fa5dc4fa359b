// Express matches routes case-insensitively, but the gateway's routing table does not: another
// spelling of a login-required path is never forwarded to a service (the orders service, which
// decides by route metadata, would answer 401 anyway), and never a 500.
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

describe('other spellings of login-required paths', () => {
  let app: INestApplication;
  let gateway: string;
  let orders: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    orders = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({ ORDERS_URL: orders.url }));
  });
  afterAll(async () => {
    await app.close();
    await orders.close();
  });

  it.each(['/API/orders/mine', '/Api/Orders/Mine', '/api/Orders/mine', '/API/create-razorpay-order'])(
    '%s without a token is a JSON 404 that never reaches orders',
    async (path) => {
      const res = await request(gateway).get(path).set('accept', 'application/json');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(orders.received).toHaveLength(0);
    },
  );
});
