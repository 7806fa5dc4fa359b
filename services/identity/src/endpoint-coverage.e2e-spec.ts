// Every handler of the real identity app is bound to exactly one of identity's contracts in
// @rmj/contracts, and every contract has its handler, with the routes the contract names.
import { endpointCoverageProblems } from '@rmj/nest-common';
import { createTestApp, type TestApp } from './testing/test-app';

describe('identity endpoints (real app, real FerretDB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('endpoint_coverage');
  });
  afterAll(() => t.close());

  it('binds every handler to one contract and every contract to one handler', () => {
    expect(endpointCoverageProblems(t.app, 'identity')).toEqual([]);
  });
});
