// A malformed percent escape is the client's mistake: the gateway answers 400 itself, for API calls and
// pages alike, and never forwards such an address to a service.
import type { INestApplication } from '@nestjs/common';
import { MALFORMED_URL_MESSAGE } from '@rmj/contracts';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

describe('gateway and malformed addresses', () => {
  let app: INestApplication;
  let gateway: string;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    upstream = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({
      CATALOG_URL: upstream.url,
      ORDERS_URL: upstream.url,
      IDENTITY_URL: upstream.url,
    }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it.each([
    '/api/products/search?q=%',
    '/api/test?q=%E0%A4%A',
    '/api/all-products?minPrice=%E0',
    '/api/track-order/%E0%A4%A',
    '/api/orders/mine?x=%',
    '/API/orders/mine?x=%',
  ])('%s: 400 with a clear message, nothing forwarded', async (url) => {
    const before = upstream.received.length;
    const res = await request(gateway).get(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: MALFORMED_URL_MESSAGE });
    expect(upstream.received.length).toBe(before);
  });

  it('a page address with a broken escape gets a readable 400, a good one is forwarded unchanged', async () => {
    const page = await request(gateway).get('/search?q=%E0%A4').set('Accept', 'text/html');
    expect(page.status).toBe(400);
    expect(page.text).toBe(MALFORMED_URL_MESSAGE);
    await request(gateway).get('/api/products/search?q=%E0%A4%85').expect(200);
    expect(upstream.received.at(-1)!.url).toBe('/api/products/search?q=%E0%A4%85');
  });
});
