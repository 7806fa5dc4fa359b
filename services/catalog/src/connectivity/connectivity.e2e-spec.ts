import { connectivityResponseSchema } from '@rmj/contracts';
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { createTestApp } from '../testing/test-app';

describe('catalog service basics (real FerretDB)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp('connectivity'));
  });
  afterAll(() => app.close());

  it('answers the connectivity check', async () => {
    const res = await request(app.getHttpServer()).get('/api/test').expect(200);
    expect(connectivityResponseSchema.parse(res.body)).toEqual({
      success: true,
      message: 'Catalog service is reachable',
    });
  });

  it('is live and ready when the database answers', async () => {
    await request(app.getHttpServer()).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.info.database.status).toBe('up');
  });

  it('echoes a caller request id and makes one when none is sent', async () => {
    const given = await request(app.getHttpServer()).get('/api/test').set('x-request-id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(app.getHttpServer()).get('/api/test');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await request(app.getHttpServer()).get('/api/nope').expect(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('answers malformed JSON with a 400 and MongoDB operators with a 400', async () => {
    const bad = await request(app.getHttpServer())
      .post('/api/test')
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Malformed JSON in request body');
    const op = await request(app.getHttpServer()).get('/api/test?minPrice[$gt]=1');
    expect(op.status).toBe(400);
  });
});
