// The gateway's tables come from the endpoint contracts. These are the tables as they were written
// by hand before: deriving them changed nothing. The back office added the
// /api/admin/<area> families and the public photograph files; server rendering the catalogue's version (/api/catalogue/**);
// the complaint form its own auth-limited path; the customers screen /api/admin/customers/** and
// /api/admin/customer-orders; draft orders /api/admin/draft-orders/**; the owner's reports /api/admin/reports/**.
import { concretePaths, ENDPOINTS, type EndpointContract } from '@rmj/contracts';
import {
  API_ROUTES,
  AUTH_PATHS,
  CATALOGUE_READ_PATHS,
  LOGIN_REQUIRED,
  MULTIPART_ALLOWANCE_BYTES,
  ownerOf,
  requiresLogin,
  UPLOAD_PATHS,
  uploadLimitOf,
} from './api-routes';

const listings = ['women', 'men', 'kids'].flatMap((p) =>
  ['rings', 'bracelets', 'pendants'].map((k) => `/api/${p}-${k}`),
);

describe('gateway tables derived from the contracts', () => {
  it('routes exactly as the hand-kept table did', () => {
    expect(API_ROUTES.catalog).toEqual(
      expect.arrayContaining([
        '/api/test',
        '/api/catalogue/**',
        '/api/products/**',
        '/api/pincodes/**',
        ...listings,
        '/api/all-products',
        '/api/contacts',
        '/api/files/**',
        '/api/admin/catalogue/**',
        '/api/product-photos/**',
        '/api/admin/files/**',
        '/api/my-files',
        '/api/settings',
        '/api/admin/settings',
        '/api/rates',
        '/api/admin/rates',
        '/api/old-gold/**',
        '/api/admin/old-gold/**',
      ]),
    );
    expect(API_ROUTES.catalog).toHaveLength(26);
    expect([...API_ROUTES.orders].sort()).toEqual(
      [
        '/api/razorpay-key',
        '/api/create-razorpay-order',
        '/api/verify-payment',
        '/api/orders/**',
        '/api/track-order/**',
        '/api/payments/**',
        '/api/admin/orders/**',
        '/api/proofs/**',
        '/api/grievances',
        '/api/admin/grievances/**',
        '/api/admin/customer-orders',
        '/api/admin/draft-orders/**',
        '/api/admin/reports/**',
        '/api/admin/returns/**',
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
        '/api/admin/auth/**',
        '/api/admin/staff/**',
        '/api/admin/customers/**',
        '/api/account/**',
      ].sort(),
    );
  });

  it('keeps the login, auth-limit, catalogue-read and upload tables', () => {
    const shopperLogins = [...LOGIN_REQUIRED].filter((entry) => !entry.includes(' /api/admin/'));
    expect(shopperLogins.sort()).toEqual(
      [
        'GET /api/razorpay-key',
        'POST /api/create-razorpay-order',
        'POST /api/verify-payment',
        'POST /api/orders',
        'POST /api/orders/cash-on-delivery',
        'GET /api/orders/mine',
        'GET /api/orders/mine/last-details',
        'GET /api/orders/mine/data',
        'GET /api/my-files',
        'POST /api/orders/:orderNumber/cancel',
        'GET /api/orders/:orderNumber/invoice',
        'GET /api/orders/:orderNumber/credit-notes/:creditNote',
        'POST /api/orders/:orderNumber/returns',
        'GET /api/orders/:orderNumber/returns',
        'GET /api/account/addresses',
        'POST /api/account/addresses',
        'PUT /api/account/addresses/:addressId',
        'DELETE /api/account/addresses/:addressId',
        'DELETE /api/account',
      ].sort(),
    );
    expect([...AUTH_PATHS].sort()).toEqual(
      [
        '/api/login',
        '/api/register',
        '/api/reset-password-request',
        '/api/reset-password-verify',
        '/api/admin/auth/**',
        '/api/grievances',
      ].sort(),
    );
    expect([...CATALOGUE_READ_PATHS].sort()).toEqual(
      [
        '/api/test',
        '/api/catalogue/**',
        '/api/products/**',
        '/api/pincodes/**',
        ...listings,
        '/api/all-products',
        '/api/product-photos/**',
        '/api/rates',
        // GET /api/old-gold/rates (the buy-back table); only GET and HEAD count as reads.
        '/api/old-gold/**',
      ].sort(),
    );
    expect(UPLOAD_PATHS).toEqual(['/api/files/**', '/api/admin/catalogue/**']);
  });

  it('asks for a login on every staff endpoint of the back office, and on nothing else under /api/admin but sign-in', () => {
    const staff = Object.values<EndpointContract>(ENDPOINTS).filter((e) => e.access === 'staff');
    expect(staff.length).toBeGreaterThan(10);
    for (const endpoint of staff)
      expect(requiresLogin(endpoint.method, endpoint.path.replace(/:[A-Za-z]+/g, 'x'))).toBe(true);
    expect(requiresLogin('POST', '/api/admin/auth/login')).toBe(false);
    expect(requiresLogin('POST', '/api/admin/auth/setup')).toBe(false);
  });

  it('gives each upload the body its contract allows: customisation files 5 MB, photographs 15 MB, plus room for the form', () => {
    const MB = 1024 * 1024;
    expect(uploadLimitOf('/api/files')).toBe(5 * MB + MULTIPART_ALLOWANCE_BYTES);
    expect(uploadLimitOf('/api/admin/catalogue/products/p1/photos')).toBe(15 * MB + MULTIPART_ALLOWANCE_BYTES);
    expect(uploadLimitOf('/api/orders')).toBeNull();
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
