import { gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

/** A catalog that answers like the real one: an ETag, the caller's encoding, 304 when If-None-Match holds. */
function catalogLike(version: { n: number }) {
  return startUpstream((req, res) => {
    const etag = `W/"v${version.n}"`;
    res.setHeader('x-request-id', String(req.headers['x-request-id']));
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('etag', etag);
    res.setHeader('vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = Buffer.from(JSON.stringify({ url: req.url, version: version.n, pad: 'x'.repeat(2000) }));
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (/gzip/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(body));
      return;
    }
    res.end(body);
  });
}

describe('gateway edge cache of public catalogue answers (CATALOGUE_EDGE_CACHE_MS)', () => {
  const version = { n: 1 };
  let app: INestApplication;
  let gateway: string;
  let catalog: Awaited<ReturnType<typeof catalogLike>>;
  const catalogCalls = (url: string) => catalog.received.filter((r) => r.url === url).length;

  beforeAll(async () => {
    catalog = await catalogLike(version);
    ({ app, url: gateway } = await createTestGateway({ CATALOG_URL: catalog.url, CATALOGUE_EDGE_CACHE_MS: '1000' }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('asks the catalog once for repeated public GETs and answers the rest from memory, with per-request ids and the gateway headers', async () => {
    const url = '/api/products/search?q=ring&page=1&limit=12';
    const first = await request(gateway)
      .get(url)
      .set('accept-encoding', 'gzip')
      .set('x-request-id', 'first-1')
      .expect(200);
    const second = await request(gateway)
      .get(url)
      .set('accept-encoding', 'gzip')
      .set('x-request-id', 'second-2')
      .expect(200);
    expect(catalogCalls(url)).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['x-request-id']).toBe('second-2');
    expect(first.headers['x-request-id']).toBe('first-1');
    const perRequest = (h: Record<string, string>) => {
      const { date: _d, 'x-request-id': _i, ratelimit: _r, ...rest } = h;
      return rest;
    };
    expect(perRequest(second.headers)).toEqual(perRequest(first.headers));
    expect(second.headers['content-security-policy']).toBeDefined();
    // Another encoding is another entry: the catalog's identity answer.
    const plain = await request(gateway).get(url).set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(catalogCalls(url)).toBe(2);
  });

  it('answers 304 from memory when If-None-Match holds, as the catalog would', async () => {
    const url = '/api/products/abc123';
    const first = await request(gateway).get(url).set('accept-encoding', 'gzip').expect(200);
    const again = await request(gateway)
      .get(url)
      .set('accept-encoding', 'gzip')
      .set('if-none-match', first.headers.etag)
      .expect(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(catalogCalls(url)).toBe(1);
  });

  it('asks the catalog again once the answer is older than the period (a staff edit appears)', async () => {
    const url = '/api/women-rings';
    expect((await request(gateway).get(url).expect(200)).body.version).toBe(1);
    version.n = 2;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await request(gateway).get(url).expect(200)).body.version).toBe(2);
    expect(catalogCalls(url)).toBe(2);
    version.n = 1;
  });

  it('never shares answers to callers with credentials, non-public calls, or other methods', async () => {
    const url = '/api/all-products?limit=1000';
    await request(gateway).get(url).set('cookie', 'a=b').expect(200);
    await request(gateway).get(url).set('cookie', 'a=b').expect(200);
    await request(gateway).get(url).set('authorization', 'Bearer x').expect(200);
    expect(catalogCalls(url)).toBe(3);
    // A customer's file (optional-login) is never kept.
    await request(gateway).get('/api/files/f1').expect(200);
    await request(gateway).get('/api/files/f1').expect(200);
    expect(catalogCalls('/api/files/f1')).toBe(2);
    await request(gateway).head('/api/test').expect(200);
    await request(gateway).head('/api/test').expect(200);
    expect(catalogCalls('/api/test')).toBe(2);
  });
});

describe('gateway edge cache off (CATALOGUE_EDGE_CACHE_MS=0)', () => {
  it('forwards every request', async () => {
    const catalog = await startUpstream();
    const { app, url } = await createTestGateway({ CATALOG_URL: catalog.url, CATALOGUE_EDGE_CACHE_MS: '0' });
    try {
      await request(url).get('/api/test').expect(200);
      await request(url).get('/api/test').expect(200);
      expect(catalog.received.filter((r) => r.url === '/api/test')).toHaveLength(2);
    } finally {
      await app.close();
      await catalog.close();
    }
  });
});
