// Every handler of the real orders app is bound to exactly one of orders' contracts in
// @rmj/contracts, and every contract has its handler, with the routes the contract names.
import { endpointCoverageProblems } from '@rmj/nest-common';
import { createTestApp, type OrdersTestApp } from './testing/test-app';

describe('orders endpoints (real app, real FerretDB)', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createTestApp('endpoint_coverage');
  });
  afterAll(() => t.close());

  it('binds every handler to one contract and every contract to one handler', () => {
    expect(endpointCoverageProblems(t.app, 'orders')).toEqual([]);
  });
});
