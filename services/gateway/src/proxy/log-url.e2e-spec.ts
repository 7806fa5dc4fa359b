import { Logger, type INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

// One stand-in answers for the catalog and for orders: what is checked is the gateway's own log lines.
const fileId = 'c0ffee'.padEnd(32, '0');
const token = 'Zm9vYmFyLXRva2Vu'.repeat(3);
let app: INestApplication;
let gateway: string;
let upstream: Upstream;
let logged: jest.SpyInstance;
let warned: jest.SpyInstance;

beforeAll(async () => {
  upstream = await startUpstream();
  ({ app, url: gateway } = await createTestGateway({ CATALOG_URL: upstream.url, ORDERS_URL: upstream.url }));
});
beforeEach(() => {
  logged = jest.spyOn(Logger.prototype, 'log');
  warned = jest.spyOn(Logger.prototype, 'warn');
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const lines = () => JSON.stringify([...logged.mock.calls, ...warned.mock.calls]);

describe('gateway logs never hold a customer file id', () => {
  it('writes /api/files/:id in the access log line, without the id or a query', async () => {
    await request(gateway).get(`/api/files/${fileId}?sig=abc`).expect(200);
    expect(upstream.received.at(-1)?.url).toBe(`/api/files/${fileId}?sig=abc`);
    expect(lines()).toContain('"url":"/api/files/:id"');
    expect(lines()).not.toContain(fileId);
    expect(lines()).not.toContain('sig=abc');
  });

  it('keeps other addresses as they are', async () => {
    await request(gateway).get('/api/products/search?q=ring').expect(200);
    expect(lines()).toContain('"url":"/api/products/search?q=ring"');
  });

  it('hides the id when the catalog is down too', async () => {
    const down = await createTestGateway({ CATALOG_URL: 'http://127.0.0.1:9' });
    try {
      await request(down.url).get(`/api/files/${fileId}`).expect(502);
      expect(lines()).toContain('upstream unavailable');
      expect(lines()).not.toContain(fileId);
    } finally {
      await down.app.close();
    }
  });
});

describe('gateway logs never hold a proof token or an order number', () => {
  it('writes the parameter names instead of the token and the order number', async () => {
    await request(gateway).get(`/api/proofs/${token}`).expect(200);
    await request(gateway).get(`/api/proofs/${token}/lines/0/picture`).expect(200);
    await request(gateway).get('/api/track-order/RMJ-AB12CD34EF').expect(200);
    expect(upstream.received.map((r) => r.url)).toContain(`/api/proofs/${token}`);
    expect(lines()).toContain('"url":"/api/proofs/:token"');
    expect(lines()).toContain('"url":"/api/proofs/:token/lines/0/picture"');
    expect(lines()).toContain('"url":"/api/track-order/:orderNumber"');
    expect(lines()).not.toContain(token);
    expect(lines()).not.toContain('RMJ-AB12CD34EF');
  });
});
