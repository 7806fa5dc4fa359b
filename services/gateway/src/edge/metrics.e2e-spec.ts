// The gateway's metrics: requests labelled with the routing table's family (never the raw URL),
// an /api path no service owns as `unmatched`, every 429 of its limits by class, and each upstream
// failure it answered itself by service and kind.
import type { INestApplication } from '@nestjs/common';
import { Metrics, sampleValue } from '@rmj/nest-common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** An address nothing listens on: a service that is down. */
function closedPortUrl(): Promise<string> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}

let app: INestApplication;
let gateway: string;
let catalog: Awaited<ReturnType<typeof startUpstream>>;

beforeAll(async () => {
  catalog = await startUpstream();
  ({ app, url: gateway } = await createTestGateway({
    CATALOG_URL: catalog.url,
    ORDERS_URL: await closedPortUrl(),
    RATE_LIMIT_PER_MINUTE: '3',
    READ_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  }));
});
afterAll(async () => {
  await app.close();
  await catalog.close();
});

async function sample(name: string, labels: Record<string, string>): Promise<number> {
  return sampleValue(await app.get(Metrics).text(), name, labels);
}

it('labels proxied calls with their family in the routing table, never the product id', async () => {
  await request(gateway).get('/api/products/ring-42').expect(200);
  expect(
    await sample('rmj_http_requests_total', { service: 'gateway', route: '/api/products/**', status: '200' }),
  ).toBe(1);
  expect(await app.get(Metrics).text()).not.toContain('ring-42');
  await request(gateway).get('/api/no-such-family').expect(404);
  expect(await sample('rmj_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
});

it('counts an unavailable service by upstream and kind', async () => {
  const before = await sample('rmj_upstream_failures_total', { upstream: 'orders', kind: 'unavailable' });
  await request(gateway).post('/api/payments/webhook').send({}).expect(502);
  expect(await sample('rmj_upstream_failures_total', { upstream: 'orders', kind: 'unavailable' })).toBe(before + 1);
});

it('a 429 of its per-IP limit moves rmj_rate_limit_refusals_total with the limit class', async () => {
  const before = await sample('rmj_rate_limit_refusals_total', { service: 'gateway', class: 'general' });
  let refused = 0;
  for (let i = 0; i < 6; i++) if ((await request(gateway).post('/api/contacts').send({})).status === 429) refused += 1;
  expect(refused).toBeGreaterThan(0);
  expect(await sample('rmj_rate_limit_refusals_total', { service: 'gateway', class: 'general' })).toBe(
    before + refused,
  );
});
