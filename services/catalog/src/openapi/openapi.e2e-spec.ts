import type { INestApplication } from '@nestjs/common';
import { documentedRoutes, openApiProblems, servedRoutes } from '@rmj/nest-common';
import request from 'supertest';
import { createTestApp } from '../testing/test-app';

describe('GET /openapi.json (real app, real FerretDB)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('openapi', { FILES_CLEANUP_INTERVAL_MS: '0' }));
  });
  afterAll(() => app.close());

  it('serves a valid-looking OpenAPI 3.1 document listing exactly the routes the app serves', async () => {
    const res = await request(app.getHttpServer())
      .get('/openapi.json')
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(openApiProblems(res.body)).toEqual([]);
    expect(res.body.openapi).toBe('3.1.0');
    const served = servedRoutes(app).filter((r) => !/ \/(health|openapi\.json)/.test(r));
    expect(documentedRoutes(res.body)).toEqual(served);
    expect(served).toEqual(
      expect.arrayContaining([
        'get /api/test',
        'get /api/products/search',
        'get /api/products/{id}',
        'get /api/women-rings',
        'get /api/all-products',
        'post /api/contacts',
        'post /api/files',
        'get /api/files/{fileId}',
      ]),
    );
  });

  it('documents query parameters, the upload and the answers from the contracts', async () => {
    const { body } = await request(app.getHttpServer()).get('/openapi.json').expect(200);
    const search = body.paths['/api/products/search'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'page', 'limit', 'sortBy', 'minPrice']),
    );
    const upload = body.paths['/api/files'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(upload.responses['201'].content['application/json'].schema.properties.type.enum).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'application/pdf',
    ]);
    expect(body.paths['/api/contacts'].post.requestBody.content['application/json'].schema.required).toEqual(['email']);
  });
});

describe('GET /openapi.json in production', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('openapi_prod', {
      NODE_ENV: 'production',
      FILES_CLEANUP_INTERVAL_MS: '0',
      INTERNAL_SERVICE_TOKEN: 'Zp4rT8vLq2Wn6Yx0Bc3Hk7Md1Fs5Gj9A-service',
    }));
  });
  afterAll(() => app?.close());

  it('is not served (404)', async () => {
    await request(app.getHttpServer()).get('/openapi.json').expect(404);
  });
});
