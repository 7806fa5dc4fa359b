import { createTestApp, type OrdersTestApp } from './testing/test-app';

describe('orders service basics (real FerretDB)', () => {
  let t: OrdersTestApp;

  beforeAll(async () => {
    t = await createTestApp('health');
  });
  afterAll(() => t.close());

  it('is live, and ready when the database answers', async () => {
    await t.http().get('/health/live').expect(200, { status: 'ok' });
    const ready = await t.http().get('/health/ready').expect(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.info.database.status).toBe('up');
  });

  it('echoes the request id the gateway sends', async () => {
    const res = await t.http().get('/health/live').set('x-request-id', 'gw-42');
    expect(res.headers['x-request-id']).toBe('gw-42');
  });

  it('answers paths it does not own with a JSON 404', async () => {
    const res = await t.http().get('/api/orders/unknown/path').expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
