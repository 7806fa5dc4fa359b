import type { INestApplication } from '@nestjs/common';
import { buildOpenApiDocument } from '@rmj/nest-common';
import { connectivityResponseSchema } from '@rmj/contracts';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { closedPort, startUpstream } from '../testing/upstream-stub';

type Upstream = Awaited<ReturnType<typeof startUpstream>>;

/** A catalog stand-in serving a document made by the same builder the services use. */
const catalogDocument = buildOpenApiDocument({ title: 'RMJ catalog', version: '1.0.0' }, [
  {
    method: 'get',
    path: '/api/test',
    summary: 'Connectivity check',
    public: true,
    responses: { 200: connectivityResponseSchema },
  },
]);

describe('GET /api/docs in development', () => {
  let app: INestApplication;
  let catalog: Upstream;

  beforeAll(async () => {
    catalog = await startUpstream((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/openapi.json') res.statusCode = 404;
      res.end(
        JSON.stringify(req.url === '/openapi.json' ? catalogDocument : { statusCode: 404, message: 'Not Found' }),
      );
    });
    ({ app } = await createTestGateway({
      CATALOG_URL: catalog.url,
      ORDERS_URL: `http://127.0.0.1:${await closedPort()}`,
    }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  const http = () => request(app.getHttpServer());

  it('serves the Swagger UI page with every script and style from this origin and no inline script, under the CSP', async () => {
    const res = await http()
      .get('/api/docs')
      .expect(200)
      .expect('content-type', /text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const sources = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) expect(source).toMatch(/^\/api\/docs\//);
    // Every <script> has a src and an empty body.
    expect(res.text.match(/<script\b[^>]*>[^<]+<\/script>/g)).toBeNull();
    expect(res.text.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    for (const source of sources) await http().get(source).expect(200);
    await http()
      .get('/api/docs/')
      .expect(200)
      .expect('content-type', /text\/html/);
  });

  it('lets the developer pick catalog, orders or identity, each fetched through the gateway, with no online validator', async () => {
    const init = await http()
      .get('/api/docs/docs.js')
      .expect(200)
      .expect('content-type', /javascript/);
    for (const service of ['catalog', 'orders', 'identity'])
      expect(init.text).toContain(`"url":"/api/docs/${service}/openapi.json"`);
    expect(init.text).toContain('validatorUrl: null');
    expect(init.text).not.toMatch(/https?:\/\//);
  });

  it("passes a service's document on, and answers 502 (JSON) when the service does not serve one", async () => {
    const doc = await http()
      .get('/api/docs/catalog/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(doc.body).toEqual(JSON.parse(JSON.stringify(catalogDocument)));
    expect(catalog.received.at(-1)?.url).toBe('/openapi.json');
    const down = await http().get('/api/docs/orders/openapi.json').expect(502);
    expect(down.body).toMatchObject({ statusCode: 502, message: expect.stringContaining('orders') });
    const unknown = await http().get('/api/docs/payments/openapi.json').expect(404);
    expect(unknown.body.statusCode).toBe(404);
  });
});

describe('GET /api/docs in production', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestGateway({
      NODE_ENV: 'production',
      INTERNAL_SERVICE_TOKEN: 'Zp4rT8vLq2Wn6Yx0Bc3Hk7Md1Fs5Gj9A-service',
    }));
  });
  afterAll(() => app.close());

  it('answers a JSON 404 as for any unknown /api path, and serves neither documents nor assets', async () => {
    for (const path of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/docs.js',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/catalog/openapi.json',
    ]) {
      const res = await request(app.getHttpServer())
        .get(path)
        .expect(404)
        .expect('content-type', /application\/json/);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
