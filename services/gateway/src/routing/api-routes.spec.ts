import { ENDPOINTS } from '@rmj/contracts';
import { API_ROUTES, isAuthPath, isUploadPath, ownerOf, upstreamTimeoutOf } from './api-routes';

describe('API ownership table', () => {
  it.each([
    ['/api/test', 'catalog'],
    ['/api/products/category/women', 'catalog'],
    ['/api/products/search', 'catalog'],
    ['/api/products/64b7f0c2a1', 'catalog'],
    ['/api/all-products', 'catalog'],
    ['/api/contacts', 'catalog'],
    ['/api/files/abc123', 'catalog'],
    ['/api/files', 'catalog'],
    ['/api/razorpay-key', 'orders'],
    ['/api/create-razorpay-order', 'orders'],
    ['/api/verify-payment', 'orders'],
    ['/api/orders', 'orders'],
    ['/api/orders/RMJ-1', 'orders'],
    ['/api/track-order/RMJ-1001', 'orders'],
    ['/api/payments/webhook', 'orders'],
    ['/api/login', 'identity'],
    ['/api/register', 'identity'],
    ['/api/reset-password-request', 'identity'],
    ['/api/reset-password-verify', 'identity'],
    ['/api/auth/me', 'identity'],
    ['/api/login/', 'identity'],
  ])('%s is owned by %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('routes all nine people-piece listings to catalog', () => {
    for (const people of ['women', 'men', 'kids']) {
      for (const piece of ['rings', 'bracelets', 'pendants'])
        expect(ownerOf(`/api/${people}-${piece}`)).toBe('catalog');
    }
  });

  it.each([
    '/api',
    '/api/',
    '/api/xyz',
    '/api/productsX',
    '/api/women-anklets',
    '/api/LOGIN',
    '/api/products/../login',
    '/api/files/%2e%2e/x',
    '/apix/test',
    '/health/ready',
  ])('%s has no owner', (path) => {
    expect(ownerOf(path)).toBeNull();
  });

  it('lists every pattern once, under one service', () => {
    const all = Object.values(API_ROUTES).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('puts login, registration and password reset behind the stricter limit, and only those', () => {
    for (const p of ['/api/login', '/api/register', '/api/reset-password-request', '/api/reset-password-verify'])
      expect(isAuthPath(p)).toBe(true);
    for (const p of ['/api/auth/me', '/api/contacts', '/api/orders']) expect(isAuthPath(p)).toBe(false);
  });

  it('allows large bodies only under /api/files', () => {
    expect(isUploadPath('/api/files/upload')).toBe(true);
    expect(isUploadPath('/api/contacts')).toBe(false);
  });
});

describe('upstream time-outs from the contracts', () => {
  it("waits for a checkout's create, verify and save as long as their contracts say; other calls get the default", () => {
    expect(upstreamTimeoutOf('POST', '/api/verify-payment')).toBe(ENDPOINTS.verifyPayment.timeoutMs);
    expect(upstreamTimeoutOf('post', '/api/verify-payment/')).toBe(ENDPOINTS.verifyPayment.timeoutMs);
    expect(upstreamTimeoutOf('POST', '/api/create-razorpay-order')).toBe(ENDPOINTS.createPaymentOrder.timeoutMs);
    expect(upstreamTimeoutOf('POST', '/api/orders')).toBe(ENDPOINTS.saveOrder.timeoutMs);
    expect(upstreamTimeoutOf('GET', '/api/orders/mine')).toBeNull();
    expect(upstreamTimeoutOf('GET', '/api/verify-payment')).toBeNull();
    expect(upstreamTimeoutOf('POST', '/api/login')).toBeNull();
  });
});
