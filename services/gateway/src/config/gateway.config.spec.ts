import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, generateAccessTokenKeyPair, loadConfig } from '@rmj/nest-common';
import { gatewayConfigSchema, parseByteSize } from './gateway.config';

const KEY = { JWT_PUBLIC_KEY: generateAccessTokenKeyPair().publicKey };

function refusal(env: Record<string, string>): string {
  try {
    loadConfig('gateway', gatewayConfigSchema, { ...KEY, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('gateway configuration', () => {
  it('renders no page on the server unless RENDER_URL names the render service', () => {
    const plain = loadConfig('gateway', gatewayConfigSchema, { ...KEY, RENDER_URL: '' });
    expect(plain.RENDER_URL).toBeUndefined();
    expect(plain.RENDER_TIMEOUT_MS).toBe(3000);
    const rendering = loadConfig('gateway', gatewayConfigSchema, { ...KEY, RENDER_URL: 'http://render:3004/' });
    expect(rendering.RENDER_URL).toBe('http://render:3004');
    expect(refusal({ RENDER_URL: 'render:3004' })).toContain('RENDER_URL');
    expect(refusal({ RENDER_TIMEOUT_MS: '10' })).toContain('RENDER_TIMEOUT_MS');
  });

  it('has working defaults for the embedded stack', () => {
    const config = loadConfig('gateway', gatewayConfigSchema, KEY);
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      CATALOG_URL: 'http://127.0.0.1:3001',
      ORDERS_URL: 'http://127.0.0.1:3002',
      IDENTITY_URL: 'http://127.0.0.1:3003',
      SELLER_PHONE: '919000000000',
      REMOTE_MFE_CATALOG_URL: '/mfe/catalog/mf-manifest.json',
      REMOTE_MFE_ACCOUNT_URL: '/mfe/account/mf-manifest.json',
      RATE_LIMIT_PER_MINUTE: 600,
      AUTH_RATE_LIMIT_PER_MINUTE: 20,
      BODY_LIMIT: '1mb',
      UPSTREAM_TIMEOUT_MS: 8000,
      MAP_EMBED_ORIGIN: 'https://www.google.com/maps/',
    });
    // Unset: each upload's contract sets its limit.
    expect(config.UPLOAD_BODY_LIMIT).toBeUndefined();
    expect(config.STATIC_ROOT).toBeUndefined();
    expect(loadConfig('gateway', gatewayConfigSchema, { ...KEY, STATIC_ROOT: '' }).STATIC_ROOT).toBeUndefined();
  });

  it('takes service URLs, remotes and limits from the environment', () => {
    const root = mkdtempSync(join(tmpdir(), 'gw-root-'));
    const config = loadConfig('gateway', gatewayConfigSchema, {
      ...KEY,
      CATALOG_URL: 'http://catalog.shop.svc:3001/',
      STATIC_ROOT: root,
      REMOTE_MFE_CART_URL: 'https://cart.cdn.example.in/v42/mf-manifest.json',
      RATE_LIMIT_PER_MINUTE: '50',
      TRUST_PROXY: '1',
    });
    expect(config.CATALOG_URL).toBe('http://catalog.shop.svc:3001');
    expect(config.STATIC_ROOT).toBe(root);
    expect(config.REMOTE_MFE_CART_URL).toBe('https://cart.cdn.example.in/v42/mf-manifest.json');
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(50);
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('configures a remote beyond the four by the same variables (the back office), none by default', () => {
    expect(loadConfig('gateway', gatewayConfigSchema, KEY).remoteUrls).not.toHaveProperty('mfe_admin');
    const config = loadConfig('gateway', gatewayConfigSchema, {
      ...KEY,
      REMOTE_MFE_ADMIN_URL: '/mfe/admin/mf-manifest.json',
      REMOTE_MFE_GIFT_CARDS_URL: 'https://gifts.cdn.example.in/mf-manifest.json',
      REMOTE_MFE_GIFT_CARDS_PATHS: '/gift-cards/*, /gift-cards',
    });
    expect(config.remoteUrls).toMatchObject({
      mfe_catalog: '/mfe/catalog/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
      mfe_gift_cards: 'https://gifts.cdn.example.in/mf-manifest.json',
    });
    expect(config.remotePaths.mfe_gift_cards).toEqual(['/gift-cards/*', '/gift-cards']);
  });

  it("refuses another remote's wrong variables, naming them", () => {
    const text = refusal({
      REMOTE_MFE_ADMIN_URL: '//evil.example/mf-manifest.json',
      REMOTE_MFE_GIFTS_PATHS: '/gifts/*',
    });
    expect(text).toContain('REMOTE_MFE_ADMIN_URL: must be an absolute http(s) URL or a path starting with /');
    expect(text).toContain('REMOTE_MFE_GIFTS_PATHS: configures paths for mfe_gifts, which has no REMOTE_MFE_GIFTS_URL');
  });

  it('names every wrong variable with the reason', () => {
    const text = refusal({
      CATALOG_URL: 'catalog:3001',
      ORDERS_URL: 'http://127.0.0.1:3002/api',
      SELLER_PHONE: '+91 90000 00000',
      REMOTE_MFE_PRODUCT_URL: '//evil.example/mf-manifest.json',
      STATIC_ROOT: '/no/such/folder/anywhere',
      RATE_LIMIT_PER_MINUTE: 'many',
      UPLOAD_BODY_LIMIT: '6 megabytes',
    });
    expect(text).toContain('gateway: invalid configuration, refusing to start');
    expect(text).toContain('CATALOG_URL: must be an http(s) base URL');
    expect(text).toContain('ORDERS_URL: must be an http(s) base URL');
    expect(text).toContain('SELLER_PHONE: must be 10-15 digits');
    expect(text).toContain('REMOTE_MFE_PRODUCT_URL: must be an absolute http(s) URL or a path starting with /');
    expect(text).toContain('STATIC_ROOT: must be an absolute path to an existing folder');
    expect(text).toContain('RATE_LIMIT_PER_MINUTE');
    expect(text).toContain('UPLOAD_BODY_LIMIT: must look like 512kb or 1mb');
  });

  it('refuses a chat phone that is too short and trust proxy = true', () => {
    expect(refusal({ SELLER_PHONE: '12345' })).toContain('SELLER_PHONE');
    expect(refusal({ TRUST_PROXY: 'true' })).toContain('TRUST_PROXY');
  });

  it("needs identity's public key in production, and never takes a private key or a shared secret in its place", () => {
    const pair = generateAccessTokenKeyPair();
    expect(() => loadConfig('gateway', gatewayConfigSchema, { NODE_ENV: 'production' })).toThrow(
      /JWT_PUBLIC_KEY: is required in production/,
    );
    // Outside production a gateway without the key runs, and accepts no token at all.
    const keyless = loadConfig('gateway', gatewayConfigSchema, {});
    expect(keyless.accessTokenKeysMissing).toBe(true);
    expect(keyless.JWT_PUBLIC_KEY.size).toBe(0);
    expect(refusal({ JWT_PUBLIC_KEY: pair.privateKey })).toContain('JWT_PUBLIC_KEY: must hold public keys only');
    expect(refusal({ JWT_PUBLIC_KEY: 'x'.repeat(48) })).toContain(
      'JWT_PUBLIC_KEY: must hold at least one PEM public key',
    );
  });

  it('reads sizes in bytes', () => {
    expect(parseByteSize('1mb')).toBe(1048576);
    expect(parseByteSize('6MB')).toBe(6 * 1048576);
    expect(parseByteSize('512kb')).toBe(524288);
    expect(parseByteSize('10b')).toBe(10);
  });

  it('takes a payment sandbox outside production only', () => {
    expect(
      loadConfig('gateway', gatewayConfigSchema, { PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4010/' }).PAYMENT_SANDBOX_URL,
    ).toBe('http://127.0.0.1:4010');
    expect(() =>
      loadConfig('gateway', gatewayConfigSchema, {
        NODE_ENV: 'production',
        JWT_PUBLIC_KEY: generateAccessTokenKeyPair().publicKey,
        PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4010',
      }),
    ).toThrow('PAYMENT_SANDBOX_URL: the payment sandbox is for development only');
  });
});
