import { documentedRoutes, openApiProblems, servedRoutes } from '@rmj/nest-common';
import { AppModule } from '../app.module';
import { createTestApp, type OrdersTestApp } from '../testing/test-app';

describe('GET /openapi.json (real app, real FerretDB)', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createTestApp('openapi');
  });
  afterAll(() => t.close());

  it('serves a valid-looking OpenAPI 3.1 document listing exactly the routes the app serves, without a login', async () => {
    const res = await t
      .http()
      .get('/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(openApiProblems(res.body)).toEqual([]);
    expect(res.body.openapi).toBe('3.1.0');
    const served = servedRoutes(t.app).filter((r) => !/ \/(health|openapi\.json)/.test(r));
    expect(documentedRoutes(res.body)).toEqual(served);
    expect(served).toEqual(
      expect.arrayContaining([
        'get /api/razorpay-key',
        'post /api/create-razorpay-order',
        'post /api/verify-payment',
        'post /api/orders',
        'get /api/orders/mine',
        'get /api/track-order/{orderNumber}',
      ]),
    );
  });

  it('marks checkout calls as needing the Bearer token and documents their bodies from the contracts', async () => {
    const { body } = await t.http().get('/openapi.json').expect(200);
    const create = body.paths['/api/create-razorpay-order'].post;
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    const request = create.requestBody.content['application/json'].schema;
    expect(request.required).toEqual(expect.arrayContaining(['items', 'customerDetails']));
    // currency has a default, so a client may leave it out (the input side of the schema).
    expect(request.required).not.toContain('currency');
    expect(create.responses['200'].content['application/json'].schema.properties.order.required).toEqual([
      'id',
      'amount',
      'currency',
    ]);
    expect(body.paths['/api/track-order/{orderNumber}'].get.security).toEqual([{}, { bearerAuth: [] }]);
  });
});

describe('GET /openapi.json in production', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    // The real module with a production configuration (the sandbox provider aside, which production refuses at load).
    t = await createTestApp(
      'openapi_prod',
      {},
      { makeModule: (config) => AppModule.register({ ...config, NODE_ENV: 'production' }) },
    );
  });
  afterAll(() => t?.close());

  it('is not served (404, in the orders error shape)', async () => {
    const res = await t.http().get('/openapi.json').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, success: false });
  });
});
