import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_REMOTE_PATHS, runtimeConfigSchema, type RuntimeConfig } from '@rmj/contracts';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';

describe('GET /config/runtime.json', () => {
  it('serves the default remote manifests, owned paths and chat phone, valid by the shared contract, uncached', async () => {
    const { app, url } = await createTestGateway();
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({
        remotes: {
          mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: DEFAULT_REMOTE_PATHS.mfe_catalog },
          mfe_product: { entry: '/mfe/product/mf-manifest.json', paths: DEFAULT_REMOTE_PATHS.mfe_product },
          mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: DEFAULT_REMOTE_PATHS.mfe_cart },
          mfe_account: { entry: '/mfe/account/mf-manifest.json', paths: DEFAULT_REMOTE_PATHS.mfe_account },
        },
        chatPhone: '919000000000',
      });
      expect(runtimeConfigSchema.safeParse(res.body).success).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('follows the environment: a restarted gateway points the shell at a moved remote', async () => {
    const { app, url } = await createTestGateway({
      REMOTE_MFE_CART_URL: 'https://cart.cdn.example.in/v43/mf-manifest.json',
      REMOTE_MFE_CART_PATHS: '/cart/*, /checkout/*,/track-order/* /orders/*',
      SELLER_PHONE: '919876543210',
    });
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.body.remotes.mfe_cart).toEqual({
        entry: 'https://cart.cdn.example.in/v43/mf-manifest.json',
        paths: ['/cart/*', '/checkout/*', '/track-order/*', '/orders/*'],
      });
      expect(res.body.remotes.mfe_catalog.entry).toBe('/mfe/catalog/mf-manifest.json');
      expect(res.body.chatPhone).toBe('919876543210');
      // The moved remote's origin is allowed by the page's CSP.
      const csp = res.headers['content-security-policy'];
      expect(csp).toMatch(/script-src 'self' https:\/\/cart\.cdn\.example\.in/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cart\.cdn\.example\.in/);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a remote URL or phone the shell could not use', async () => {
    await expect(createTestGateway({ REMOTE_MFE_ACCOUNT_URL: 'ftp://x/mf-manifest.json' })).rejects.toThrow(
      /REMOTE_MFE_ACCOUNT_URL/,
    );
    await expect(createTestGateway({ SELLER_PHONE: '90000' })).rejects.toThrow(/SELLER_PHONE/);
    await expect(createTestGateway({ REMOTE_MFE_CART_PATHS: 'cart' })).rejects.toThrow(/REMOTE_MFE_CART_PATHS/);
    await expect(createTestGateway({ REMOTE_MFE_ACCOUNT_PATHS: '/cart/*' })).rejects.toThrow(
      /claimed by mfe_cart and mfe_account/,
    );
  });
});

describe('GET /config/runtime.json from RUNTIME_CONFIG_FILE (a mounted ConfigMap)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rmj-runtime-'));
  const file = join(dir, 'runtime.json');
  const config = (cartEntry: string): RuntimeConfig => ({
    remotes: { mfe_cart: { entry: cartEntry, paths: ['/cart/*'] } },
    chatPhone: '919876543210',
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the file, follows a change without a restart, and keeps the last valid one when it breaks', async () => {
    writeFileSync(file, JSON.stringify(config('/mfe/cart/mf-manifest.json')));
    const { app, url } = await createTestGateway({ RUNTIME_CONFIG_FILE: file });
    try {
      expect((await request(url).get('/config/runtime.json').expect(200)).body).toEqual(
        config('/mfe/cart/mf-manifest.json'),
      );
      writeFileSync(file, JSON.stringify(config('/mfe/cart/releases/b/mf-manifest.json')) + '\n');
      expect((await request(url).get('/config/runtime.json').expect(200)).body).toEqual(
        config('/mfe/cart/releases/b/mf-manifest.json'),
      );
      writeFileSync(file, '{ "remotes": { "mfe_cart": { "entry": "ftp://x", "paths": [] } }, "chatPhone": "1" }');
      expect((await request(url).get('/config/runtime.json').expect(200)).body).toEqual(
        config('/mfe/cart/releases/b/mf-manifest.json'),
      );
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a missing or invalid file', async () => {
    await expect(createTestGateway({ RUNTIME_CONFIG_FILE: join(dir, 'nope.json') })).rejects.toThrow(
      /RUNTIME_CONFIG_FILE/,
    );
    writeFileSync(file, '{"remotes":{},"chatPhone":"12"}');
    await expect(createTestGateway({ RUNTIME_CONFIG_FILE: file })).rejects.toThrow(/chatPhone/);
  });
});
