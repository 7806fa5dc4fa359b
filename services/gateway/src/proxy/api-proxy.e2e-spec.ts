import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { rawRequest } from '../testing/raw-request';
import { startUpstream } from '../testing/upstream-stub';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

describe('gateway forwarding /api to the owning service', () => {
  let app: INestApplication;
  let gateway: string;
  let catalog: Upstream;
  let orders: Upstream;
  let identity: Upstream;

  beforeAll(async () => {
    catalog = await startUpstream((req, res) => {
      res.statusCode = req.url.startsWith('/api/products/missing') ? 404 : 201;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-upstream', 'catalog');
      res.setHeader('set-cookie', 'probe=1; Path=/');
      res.end(JSON.stringify({ service: 'catalog', url: req.url }));
    });
    orders = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url.startsWith('/api/orders/large')) {
        const body = JSON.stringify({
          products: Array.from({ length: 200 }, (_, i) => ({ name: `Silver ring ${i}`, price: 1000 + i })),
        });
        const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
        res.setHeader('etag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.end(body);
        return;
      }
      res.end(JSON.stringify({ service: 'orders', url: req.url }));
    });
    identity = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ service: 'identity', url: req.url }));
    });
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: catalog.url,
      ORDERS_URL: orders.url,
      IDENTITY_URL: identity.url,
    }));
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([catalog.close(), orders.close(), identity.close()]);
  });

  it.each([
    ['/api/test', 'catalog'],
    ['/api/products/category/women?minPrice=1000&sortBy=price-asc', 'catalog'],
    ['/api/kids-pendants?maxPrice=2000', 'catalog'],
    ['/api/all-products?limit=1000', 'catalog'],
    ['/api/files/abc', 'catalog'],
    ['/api/payments/webhook', 'orders'],
    ['/api/track-order/RMJ-1001', 'orders'],
    ['/api/orders', 'orders'],
    ['/api/login', 'identity'],
    ['/api/reset-password-verify', 'identity'],
  ])('sends %s to %s with path and query unchanged', async (path, service) => {
    const res = await request(gateway).get(path);
    expect(res.body).toEqual({ service, url: path });
  });

  it('forwards method, headers, status, response headers and the request id', async () => {
    const res = await request(gateway)
      .delete('/api/products/missing?x=1')
      .set('x-request-id', 'trace-77')
      .set('authorization', 'Bearer abc.def')
      .set('x-forwarded-for', '6.6.6.6');
    expect(res.status).toBe(404);
    expect(res.headers['x-upstream']).toBe('catalog');
    expect(res.headers['set-cookie']).toEqual(['probe=1; Path=/']);
    expect(res.headers['x-request-id']).toBe('trace-77');
    const seen = catalog.received.at(-1)!;
    expect(seen.method).toBe('DELETE');
    expect(seen.url).toBe('/api/products/missing?x=1');
    expect(seen.headers['x-request-id']).toBe('trace-77');
    expect(seen.headers.authorization).toBe('Bearer abc.def');
    // The client is on loopback, which the gateway trusts by default, so a spoofed chain is cut to the client's address.
    expect(seen.headers['x-forwarded-for']).toBe('6.6.6.6');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(gateway).host);
  });

  it('makes a request id when none (or a malformed one) is sent and passes it upstream', async () => {
    const res = await request(gateway).get('/api/test').set('x-request-id', 'bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(catalog.received.at(-1)!.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  it('streams a body byte for byte (a signed webhook must keep its exact bytes)', async () => {
    const raw = Buffer.from('{"event":"payment.captured",  "amount":  49900,\n"note":"₹ \\u20b9"}  ');
    const signature = createHash('sha256').update(raw).digest('hex');
    const res = await rawRequest(gateway, {
      path: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      body: raw,
    });
    expect(res.status).toBe(200);
    const seen = orders.received.at(-1)!;
    expect(seen.body.equals(raw)).toBe(true);
    expect(seen.headers['x-razorpay-signature']).toBe(createHash('sha256').update(seen.body).digest('hex'));
    expect(seen.headers['content-length']).toBe(String(raw.length));
  });

  it('forwards a binary upload unchanged', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 256));
    const res = await rawRequest(gateway, {
      path: '/api/files/upload',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(201);
    expect(catalog.received.at(-1)!.body.equals(bytes)).toBe(true);
  });

  it('answers unknown /api paths itself with a JSON 404', async () => {
    const res = await request(gateway).get('/api/xyz?a=1').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No API route for GET /api/xyz' });
    const post = await request(gateway).post('/api/LOGIN').send({}).expect(404);
    expect(post.body.message).toBe('No API route for POST /api/LOGIN');
  });

  it('compresses JSON answers for browsers that accept it and keeps the ETag working', async () => {
    const br = await request(gateway).get('/api/orders/large').set('accept-encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.products).toHaveLength(200);
    const gz = await request(gateway).get('/api/orders/large').set('accept-encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(br.headers.etag);
    await request(gateway)
      .get('/api/orders/large')
      .set('accept-encoding', 'br')
      .set('if-none-match', br.headers.etag)
      .expect(304);
    const small = await request(gateway).get('/api/orders/x').set('accept-encoding', 'br, gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('gateway x-forwarded-for when the caller is not a trusted proxy', () => {
  it("replaces a client's X-Forwarded-For chain with the address it connected from", async () => {
    const catalog = await startUpstream();
    const { app, url } = await createTestGateway({ CATALOG_URL: catalog.url, TRUST_PROXY: '10.0.0.0/8' });
    try {
      await request(url).get('/api/test').set('x-forwarded-for', '6.6.6.6, 7.7.7.7').expect(200);
      expect(catalog.received[0].headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await app.close();
      await catalog.close();
    }
  });
});
