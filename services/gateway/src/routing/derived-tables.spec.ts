// The gateway's tables come from the endpoint contracts. These are the tables as they were written
// by hand before (issue 16): deriving them changed nothing.
import { concretePaths, ENDPOINTS, type EndpointContract } from '@rmj/contracts';
import {
  API_ROUTES,
  AUTH_PATHS,
  CATALOGUE_READ_PATHS,
  LOGIN_REQUIRED,
  ownerOf,
  requiresLogin,
  UPLOAD_PATHS,
} from './api-routes';

const listings = ['women', 'men', 'kids'].flatMap((p) =>
  ['rings', 'bracelets', 'pendants'].map((k) => `/api/${p}-${k}`),
);

describe('gateway tables derived from the contracts', () => {
  it('routes exactly as the hand-kept table did', () => {
    expect(API_ROUTES.catalog).toEqual(
      expect.arrayContaining([
        '/api/test',
        '/api/products/**',
        ...listings,
        '/api/all-products',
        '/api/contacts',
        '/api/files/**',
      ]),
    );
    expect(API_ROUTES.catalog).toHaveLength(14);
    expect([...API_ROUTES.orders].sort()).toEqual(
      [
        '/api/razorpay-key',
        '/api/create-razorpay-order',
        '/api/verify-payment',
        '/api/orders/**',
        '/api/track-order/**',
        '/api/payments/**',
      ].sort(),
    );
    expect([...API_ROUTES.identity].sort()).toEqual(
      [
        '/api/login',
        '/api/logout',
        '/api/register',
        '/api/reset-password-request',
        '/api/reset-password-verify',
        '/api/auth/**',
      ].sort(),
    );
  });

  it('keeps the login, auth-limit, catalogue-read and upload tables', () => {
    expect([...LOGIN_REQUIRED].sort()).toEqual(
      [
        'GET /api/razorpay-key',
        'POST /api/create-razorpay-order',
        'POST /api/verify-payment',
        'POST /api/orders',
        'GET /api/orders/mine',
      ].sort(),
    );
    expect([...AUTH_PATHS].sort()).toEqual(
      ['/api/login', '/api/register', '/api/reset-password-request', '/api/reset-password-verify'].sort(),
    );
    expect([...CATALOGUE_READ_PATHS].sort()).toEqual(
      ['/api/test', '/api/products/**', ...listings, '/api/all-products'].sort(),
    );
    expect(UPLOAD_PATHS).toEqual(['/api/files/**']);
  });

  it('sends every route of every browser contract to its own service, and no internal one', () => {
    for (const endpoint of Object.values<EndpointContract>(ENDPOINTS)) {
      for (const path of concretePaths(endpoint)) {
        const sample = path.replace(/:[A-Za-z]+/g, 'x');
        expect([sample, ownerOf(sample)]).toEqual([sample, endpoint.access === 'internal' ? null : endpoint.service]);
      }
    }
  });

  it('asks for a login on a parameterised login path by its template, by method', () => {
    expect(requiresLogin('GET', '/api/orders/mine')).toBe(true);
    expect(requiresLogin('get', '/api/orders/mine/')).toBe(true);
    expect(requiresLogin('POST', '/api/orders/quote')).toBe(false);
    expect(requiresLogin('GET', '/api/track-order/RMJ-1')).toBe(false);
  });
});
