import { createHash } from 'node:crypto';
import { TAP_KEEPER_SCRIPT } from '@rmj/contracts';
import { cspDirectives, remoteOrigins, securityHeaderValues } from './security-headers';

/** How a browser names the tap keeper inline script in a CSP. */
const keeperHash = `'sha256-${createHash('sha256').update(TAP_KEEPER_SCRIPT).digest('base64')}'`;

const base = {
  REMOTE_MFE_CATALOG_URL: '/mfe/catalog/mf-manifest.json',
  REMOTE_MFE_PRODUCT_URL: '/mfe/product/mf-manifest.json',
  REMOTE_MFE_CART_URL: 'https://cart.cdn.example.in/v7/mf-manifest.json',
  REMOTE_MFE_ACCOUNT_URL: 'https://cart.cdn.example.in/account/mf-manifest.json',
  MAP_EMBED_ORIGIN: 'https://www.google.com/maps/',
  CSP_IMG_SOURCES: ['https:'],
};

describe('content security policy', () => {
  it('allows each cross-origin remote once, and nothing for same-origin remotes', () => {
    expect(remoteOrigins(base)).toEqual(['https://cart.cdn.example.in']);
    const csp = cspDirectives(base);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://cart.cdn.example.in',
      'https://checkout.razorpay.com',
      keeperHash,
    ]);
    expect(csp['connect-src']).toContain('https://cart.cdn.example.in');
  });

  it('lets only the checkout host run scripts, and only its frame host frame', () => {
    const csp = cspDirectives(base);
    expect(csp['script-src']).not.toContain('https://api.razorpay.com');
    expect(csp['frame-src']).toEqual(['https://www.google.com/maps/', 'https://api.razorpay.com']);
    expect(csp['frame-src']).not.toContain('https://checkout.razorpay.com');
  });

  it('allows data:/blob: images, inline styles, the map frame, and no plugins', () => {
    const csp = cspDirectives(base);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it("runs the pages' one inline script (the tap keeper) by its hash, and no other inline script", () => {
    const inline = cspDirectives(base)['script-src'].filter((source) => source.startsWith("'sha"));
    expect(inline).toEqual([keeperHash]);
    expect(cspDirectives({ ...base, PAYMENT_SANDBOX_URL: '/sandbox' })['script-src']).toEqual([
      "'self'",
      'https://cart.cdn.example.in',
      keeperHash,
    ]);
  });

  it('renders every header once, with the CSP among them', () => {
    const headers = securityHeaderValues(base);
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' https://cart.cdn.example.in https://checkout.razorpay.com",
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
