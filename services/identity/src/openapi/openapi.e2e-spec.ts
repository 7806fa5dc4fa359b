import { documentedRoutes, openApiProblems, servedRoutes } from '@rmj/nest-common';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('GET /openapi.json (real app, real FerretDB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('openapi');
  });
  afterAll(() => t.close());

  it('serves a valid-looking OpenAPI 3.1 document listing exactly the routes the app serves', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(openApiProblems(res.body)).toEqual([]);
    expect(res.body.openapi).toBe('3.1.0');
    const served = servedRoutes(t.app).filter((r) => !/ \/(health|openapi\.json)/.test(r));
    expect(documentedRoutes(res.body)).toEqual(served);
    expect(served).toEqual(
      expect.arrayContaining([
        'post /api/login',
        'post /api/register',
        'post /api/reset-password-request',
        'post /api/reset-password-verify',
        'post /api/logout',
      ]),
    );
  });

  it('documents bodies from the contracts: the login request and its answer', async () => {
    const { body } = await request(t.app.getHttpServer()).get('/openapi.json').expect(200);
    const login = body.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      additionalProperties: false,
    });
    expect(login.responses['200'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['token', 'userId', 'firstName', 'lastName']),
    );
    expect(login.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(body.paths['/api/logout'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('GET /openapi.json in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('openapi_prod', {
      NODE_ENV: 'production',
      OWNER_EMAIL: 'owner@rmj.in',
      INTERNAL_SERVICE_TOKEN: 'Zp4rT8vLq2Wn6Yx0Bc3Hk7Md1Fs5Gj9A-service',
    });
  });
  afterAll(() => t?.close());

  it('is not served (404)', async () => {
    await request(t.app.getHttpServer()).get('/openapi.json').expect(404);
  });
});
