// Every handler of the real catalog app is bound to exactly one of catalog's contracts in
// @rmj/contracts, and every contract has its handler, with the routes the contract names.
import type { INestApplication } from '@nestjs/common';
import { endpointCoverageProblems } from '@rmj/nest-common';
import { createTestApp } from './testing/test-app';

describe('catalog endpoints (real app, real FerretDB)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('endpoint_coverage', { FILES_CLEANUP_INTERVAL_MS: '0' }));
  });
  afterAll(() => app.close());

  it('binds every handler to one contract and every contract to one handler', () => {
    expect(endpointCoverageProblems(app, 'catalog')).toEqual([]);
  });
});
