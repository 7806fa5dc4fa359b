// The gateway waits for verify as long as its contract says (its `timeoutMs`, above the orders
// service's own deadline), not the general UPSTREAM_TIMEOUT_MS: a verify slower than the general
// wait still reaches the shopper, while another slow orders call gets the 504.
import type { INestApplication } from '@nestjs/common';
import { ENDPOINTS } from '@rmj/contracts';
import { signAccessToken } from '@rmj/nest-common';
import request from 'supertest';
import { upstreamTimeoutOf } from '../routing/api-routes';
import { createTestGateway, testSigner } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

const claims = { sub: 'u1', email: 'a@b.in', firstName: 'A', sid: 'session-0001-abcdef' };
/** The general wait of this gateway; the stand-in answers every call after twice as long. */
const GENERAL_MS = 300;

describe("the gateway's wait per call", () => {
  let app: INestApplication;
  let gateway: string;
  let orders: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    orders = await startUpstream((req, res) => {
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true, url: req.url }));
      }, GENERAL_MS * 2);
    });
    ({ app, url: gateway } = await createTestGateway({
      ORDERS_URL: orders.url,
      UPSTREAM_TIMEOUT_MS: String(GENERAL_MS),
    }));
  });

  afterAll(async () => {
    await app.close();
    await orders.close();
  });

  it("is the contract's for verify: an answer slower than the general wait reaches the shopper", async () => {
    expect(upstreamTimeoutOf('POST', '/api/verify-payment')).toBe(ENDPOINTS.verifyPayment.timeoutMs);
    expect(ENDPOINTS.verifyPayment.timeoutMs).toBeGreaterThan(GENERAL_MS * 2);
    const token = signAccessToken(claims, testSigner);
    const res = await request(gateway).post('/api/verify-payment').set('authorization', `Bearer ${token}`).send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, url: '/api/verify-payment' });
  });

  it('is the general one for a call whose contract declares none: 504', async () => {
    const token = signAccessToken(claims, testSigner);
    const res = await request(gateway).get('/api/orders/mine').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('The orders service took too long to answer. Please try again shortly.');
  });
});
