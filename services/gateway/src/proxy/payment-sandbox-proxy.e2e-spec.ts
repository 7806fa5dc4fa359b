import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

describe('payment sandbox behind the gateway (development only)', () => {
  let app: INestApplication;
  let gateway: string;
  let sandbox: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    sandbox = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({ PAYMENT_SANDBOX_URL: sandbox.url }));
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  it('serves the checkout script and the payment window’s calls from the shop’s own origin', async () => {
    const script = await request(gateway).get('/payment-sandbox/checkout.js').expect(200);
    expect(script.body).toEqual({ method: 'GET', url: '/payment-sandbox/checkout.js' });
    await request(gateway).post('/payment-sandbox/v1/checkout/pay').send({ outcome: 'success' }).expect(200);
    expect(sandbox.received.at(-1)).toMatchObject({ method: 'POST', url: '/payment-sandbox/v1/checkout/pay' });
    expect(sandbox.received.at(-1)!.body.toString()).toBe('{"outcome":"success"}');
  });

  it('never exposes the sandbox’s server API', async () => {
    const before = sandbox.received.length;
    expect((await request(gateway).get('/v1/orders/order_x')).status).not.toBe(200);
    expect(sandbox.received.length).toBe(before);
  });

  it('allows no payment host in the CSP: scripts, frames and calls stay on this origin', async () => {
    const csp = (await request(gateway).get('/payment-sandbox/checkout.js')).headers['content-security-policy'];
    expect(csp).not.toContain('razorpay.com');
    expect(csp).toContain("script-src 'self'");
  });
});

describe('without a sandbox', () => {
  it('has no /payment-sandbox path and allows exactly Razorpay’s hosts', async () => {
    const { app, url } = await createTestGateway({});
    try {
      const res = await request(url).get('/payment-sandbox/checkout.js');
      expect(res.status).not.toBe(200);
      const csp = res.headers['content-security-policy'];
      // Only the checkout script's host runs scripts; its API host shows the frame and answers calls.
      expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com( 'sha256-[^' ]+')*;/);
      expect(csp).toContain('frame-src https://www.google.com/maps/ https://api.razorpay.com;');
      expect(csp).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;");
    } finally {
      await app.close();
    }
  });
});
