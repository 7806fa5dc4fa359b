import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { rawRequest } from '../testing/raw-request';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;
const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' };

describe('gateway body size limits', () => {
  let app: INestApplication;
  let gateway: string;
  let catalog: Upstream;

  beforeAll(async () => {
    catalog = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: catalog.url,
      BODY_LIMIT: '1kb',
      UPLOAD_BODY_LIMIT: '4kb',
    }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('refuses a declared Content-Length over the limit with a JSON 413 without contacting the service', async () => {
    const before = catalog.received.length;
    const res = await rawRequest(gateway, {
      path: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(1025, 0x61),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
    expect(catalog.received.length).toBe(before);
  });

  it('forwards a body exactly at the limit', async () => {
    const res = await rawRequest(gateway, { path: '/api/contacts', body: Buffer.alloc(1024, 0x61) });
    expect(res.status).toBe(200);
    expect(catalog.received.at(-1)!.body.length).toBe(1024);
  });

  it('counts a chunked body and stops it at the limit with a JSON 413', async () => {
    const before = catalog.received.length;
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(400, 0x62));
    const res = await rawRequest(gateway, {
      path: '/api/contacts',
      headers: { 'transfer-encoding': 'chunked' },
      chunks,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
    // The service never receives a complete body.
    expect(catalog.received.length).toBe(before);
  });

  it('forwards a small chunked body whole', async () => {
    const chunks = [Buffer.from('{"a":'), Buffer.from('"b"}')];
    const res = await rawRequest(gateway, {
      path: '/api/contacts',
      headers: { 'transfer-encoding': 'chunked' },
      chunks,
    });
    expect(res.status).toBe(200);
    expect(catalog.received.at(-1)!.body.toString()).toBe('{"a":"b"}');
  });

  it('allows larger bodies for /api/files uploads, up to the upload limit', async () => {
    expect((await rawRequest(gateway, { path: '/api/files/upload', body: Buffer.alloc(3000, 1) })).status).toBe(200);
    expect((await rawRequest(gateway, { path: '/api/files/upload', body: Buffer.alloc(5000, 1) })).status).toBe(413);
  });
});

describe('gateway rate limits', () => {
  let app: INestApplication;
  let gateway: string;
  let upstream: Upstream;

  beforeEach(async () => {
    upstream = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: upstream.url,
      IDENTITY_URL: upstream.url,
      RATE_LIMIT_PER_MINUTE: '5',
      READ_RATE_LIMIT_PER_MINUTE: '8',
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
    }));
  });
  afterEach(async () => {
    await app.close();
    await upstream.close();
  });

  it('answers a JSON 429 with Retry-After once an IP passes the /api limit, without forwarding', async () => {
    for (let i = 0; i < 5; i++) await request(gateway).post('/api/contacts').send({}).expect(200);
    const res = await request(gateway).post('/api/contacts').send({});
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many requests, please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(upstream.received.length).toBe(5);
    // Static and health routes are not limited.
    await request(gateway).get('/health/live').expect(200);
    await request(gateway).get('/config/runtime.json').expect(200);
  });

  it('gives catalogue reads their own, larger budget: shoppers behind one NAT keep browsing, and browsing never uses up checkout', async () => {
    for (let i = 0; i < 5; i++) await request(gateway).post('/api/contacts').send({}).expect(200);
    expect((await request(gateway).post('/api/contacts').send({})).status).toBe(429);
    for (let i = 0; i < 8; i++) {
      const path = ['/api/test', '/api/products/search?q=ring', '/api/women-rings', '/api/all-products'][i % 4];
      await request(gateway).get(path).expect(200);
    }
    const ninth = await request(gateway).get('/api/products/search?q=ring');
    expect(ninth.status).toBe(429);
    expect(Number(ninth.headers['retry-after'])).toBeGreaterThan(0);
    // A write to a catalogue path and reads of private files are not catalogue reads.
    expect((await request(gateway).get('/api/files/0123456789abcdef0123456789abcdef')).status).toBe(429);
  });

  it('counts IPv6 clients per /64, as the services do', async () => {
    for (let i = 1; i <= 5; i++)
      await request(gateway).post('/api/contacts').set('x-forwarded-for', `2001:db8:1:2::${i}`).send({}).expect(200);
    expect(
      (await request(gateway).post('/api/contacts').set('x-forwarded-for', '2001:db8:1:2:ffff::9').send({})).status,
    ).toBe(429);
    await request(gateway).post('/api/contacts').set('x-forwarded-for', '2001:db8:1:3::1').send({}).expect(200);
  });

  it('limits login, registration and password reset more strictly', async () => {
    await request(gateway).post('/api/login').send({}).expect(200);
    await request(gateway).post('/api/register').send({}).expect(200);
    const third = await request(gateway).post('/api/reset-password-request').send({});
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // Other routes still have room under the general limit.
    await request(gateway).get('/api/test').expect(200);
  });
});
