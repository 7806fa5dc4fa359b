import { gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { Metrics, sampleValue } from '@rmj/nest-common';
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

describe('gateway edge cache under requests made to fill it (CATALOGUE_EDGE_CACHE_MB)', () => {
  const CAP_MB = 1;
  const CAP = CAP_MB * 1024 * 1024;
  let app: INestApplication;
  let gateway: string;
  let catalog: Awaited<ReturnType<typeof startUpstream>>;
  const calls = (test: (url: string) => boolean) => catalog.received.filter((r) => test(r.url)).length;
  const held = async (name: 'rmj_cache_bytes' | 'rmj_cache_entries') =>
    sampleValue(await app.get(Metrics).text(), name, { cache: 'catalogue-edge' });

  beforeAll(async () => {
    // Answers the way the attack found them: uncompressed for a coding nobody knows, 8 KB each here.
    catalog = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('etag', `W/"${req.url.length}"`);
      res.end(JSON.stringify({ url: req.url, coding: req.headers['accept-encoding'], pad: 'x'.repeat(8_000) }));
    });
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: catalog.url,
      CATALOGUE_EDGE_CACHE_MS: '60000',
      CATALOGUE_EDGE_CACHE_MB: String(CAP_MB),
      READ_RATE_LIMIT_PER_MINUTE: '1000000',
    }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  /** `count` GETs, 100 at a time; after each round the bytes held are read, and the largest seen is returned. */
  async function flood(count: number, make: (n: number) => { url: string; coding: string }): Promise<number> {
    let most = 0;
    for (let start = 0; start < count; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - start) }, async (_, i) => {
          const { url, coding } = make(start + i);
          const answer = await fetch(`${gateway}${url}`, { headers: { 'accept-encoding': coding } });
          expect(answer.status).toBe(200);
          await answer.arrayBuffer();
        }),
      );
      most = Math.max(most, await held('rmj_cache_bytes'));
    }
    return most;
  }

  it('5,000 distinct Accept-Encoding and query variants keep its bytes under the cap', async () => {
    const most = await flood(5000, (n) => {
      const kind = n % 3;
      // Known parameters in every order and spelling, unknown parameters, and a coding per request.
      const url =
        kind === 0
          ? `/api/all-products?limit=${(n % 1000) + 1}&sortBy=price-asc`
          : kind === 1
            ? `/api/all-products?sortBy=featured&limit=0${(n % 1000) + 1}`
            : `/api/all-products?limit=1000&x${n}=1`;
      return { url, coding: `x${n}` };
    });
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(CAP);
    expect(await held('rmj_cache_bytes')).toBeLessThanOrEqual(CAP);
    // Unknown parameters are never kept (the real catalog refuses them), so they made no entries.
    expect(await held('rmj_cache_entries')).toBeLessThanOrEqual(CAP / 8_000);
    // 5,000 requests through the whole gateway: minutes on a busy two-core machine.
  }, 400_000);

  it('keys on the negotiated coding: any number of unknown codings is one entry, asked for as identity', async () => {
    const url = '/api/women-rings?sortBy=newest';
    await request(gateway).get(url).set('accept-encoding', 'x-first').expect(200);
    await flood(200, (n) => ({ url, coding: `x${n}, identity;q=0.${(n % 9) + 1}` }));
    expect(calls((u) => u === url)).toBe(1);
    expect(catalog.received.find((r) => r.url === url)?.headers['accept-encoding']).toBe('identity');
    const gzipUrl = '/api/men-rings?sortBy=newest';
    await request(gateway).get(gzipUrl).set('accept-encoding', 'br;q=0.5, GZIP').expect(200);
    await request(gateway).get(gzipUrl).set('accept-encoding', 'gzip, deflate').expect(200);
    expect(calls((u) => u === gzipUrl)).toBe(1);
    expect(catalog.received.find((r) => r.url === gzipUrl)?.headers['accept-encoding']).toBe('gzip');
  }, 30_000);

  it('keys on the query as its contract reads it: order, spelling and defaults make no new entry', async () => {
    const spellings = [
      '/api/products/search?q=ring&limit=5',
      '/api/products/search?limit=5&q=ring',
      '/api/products/search?limit=05&q=ring&page=1',
      '/api/products/search?q=%72ing&limit=5',
    ];
    for (const url of spellings) await request(gateway).get(url).set('accept-encoding', 'br').expect(200);
    expect(calls((u) => u.startsWith('/api/products/search?'))).toBe(1);
    // A product's query is not read by the catalog at all.
    await request(gateway).get('/api/products/abc?a=1').expect(200);
    await request(gateway).get('/api/products/abc?b=2').expect(200);
    expect(calls((u) => u.startsWith('/api/products/abc'))).toBe(1);
  }, 30_000);
});

describe('gateway edge cache: expired answers', () => {
  it('are dropped by a timer, not only when asked for again', async () => {
    const catalog = await startUpstream();
    const { app, url } = await createTestGateway({ CATALOG_URL: catalog.url, CATALOGUE_EDGE_CACHE_MS: '300' });
    const entries = async () =>
      sampleValue(await app.get(Metrics).text(), 'rmj_cache_entries', { cache: 'catalogue-edge' });
    try {
      await request(url).get('/api/men-pendants').expect(200);
      await request(url).get('/api/kids-rings').expect(200);
      expect(await entries()).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 2300));
      expect(await entries()).toBe(0);
    } finally {
      await app.close();
      await catalog.close();
    }
  });
});
