import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startNestUpstream } from '../testing/nest-upstream';
import { closedPort, startUpstream } from '../testing/upstream-stub';

describe('gateway when a service is down or slow', () => {
  let app: INestApplication;
  let gateway: string;
  let orders: Awaited<ReturnType<typeof startUpstream>>;
  let identity: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    orders = await startUpstream();
    // identity accepts the connection and never answers.
    identity = await startUpstream(() => undefined);
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: `http://127.0.0.1:${await closedPort()}`,
      ORDERS_URL: orders.url,
      IDENTITY_URL: identity.url,
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_HEALTH_TIMEOUT_MS: '300',
    }));
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([orders.close(), identity.close()]);
  });

  it('answers a JSON 502 at once when the service refuses connections, while other routes keep working', async () => {
    // Fails with a timeout error unless the 502 comes within 3 s.
    const res = await request(gateway).get('/api/all-products?limit=1000').timeout(3000);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The catalog service is unavailable. Please try again shortly.',
    });
    expect(res.headers['x-request-id']).toBeTruthy();
    await request(gateway).get('/api/track-order/RMJ-1001').expect(200);
    await request(gateway).get('/health/ready').expect(200);
  });

  it('answers a JSON 504 when the service does not answer within the configured timeout', async () => {
    const res = await request(gateway).post('/api/login').send({ email: 'a@b.in', password: 'x' }).timeout(5000);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      statusCode: 504,
      error: 'Gateway Timeout',
      message: 'The identity service took too long to answer. Please try again shortly.',
    });
    await request(gateway).get('/api/track-order/RMJ-1001').expect(200);
  });

  it('reports each service on /health/upstreams without failing its own readiness', async () => {
    const res = await request(gateway).get('/health/upstreams').timeout(3000);
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.upstreams.catalog).toMatchObject({ status: 'down', error: 'ECONNREFUSED' });
    expect(res.body.upstreams.identity).toMatchObject({ status: 'down', error: 'timeout' });
    // The stand-in answers 200 to anything, so orders reads as ready.
    expect(res.body.upstreams.orders).toMatchObject({ status: 'up', httpStatus: 200 });
    await request(gateway).get('/health/live').expect(200, { status: 'ok' });
    expect((await request(gateway).get('/health/ready')).body.status).toBe('ok');
  });

  it('keeps /health/upstreams internal: no addresses in it, and a 404 for anything that came through a proxy', async () => {
    const direct = await request(gateway).get('/health/upstreams').timeout(3000);
    expect(JSON.stringify(direct.body)).not.toMatch(/127\.0\.0\.1|http:/);
    const viaIngress = await request(gateway).get('/health/upstreams').set('x-forwarded-for', '198.51.100.7');
    expect(viaIngress.status).toBe(404);
    expect((await request(gateway).get('/health/upstreams').set('forwarded', 'for=198.51.100.7')).status).toBe(404);
    // The public probes reveal no address either.
    for (const path of ['/health/live', '/health/ready']) {
      const res = await request(gateway).get(path).set('x-forwarded-for', '198.51.100.7');
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|http:/);
    }
  });
});

describe('gateway in front of a real nest-common service', () => {
  let app: INestApplication;
  let gateway: string;
  let catalog: Awaited<ReturnType<typeof startNestUpstream>>;

  beforeAll(async () => {
    catalog = await startNestUpstream();
    ({ app, url: gateway } = await createTestGateway({ CATALOG_URL: catalog.url }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('passes a JSON body through and the answer back', async () => {
    const res = await request(gateway).post('/api/contacts').send({ name: 'Anu', email: 'anu@example.in' }).expect(201);
    expect(res.body).toEqual({ success: true, received: { name: 'Anu', email: 'anu@example.in' } });
  });

  it("returns the service's JSON 400 for malformed JSON", async () => {
    const res = await request(gateway)
      .post('/api/contacts')
      .set('content-type', 'application/json')
      .send('{"email": "a@b.in",');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed JSON in request body' });
  });

  it('reports the service as up on /health/upstreams', async () => {
    const res = await request(gateway).get('/health/upstreams');
    expect(res.body.upstreams.catalog).toEqual({ status: 'up', httpStatus: 200 });
  });
});
