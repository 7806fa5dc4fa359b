import { runtimeConfigSchema } from '@rmj/contracts';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';

describe('GET /config/runtime.json', () => {
  it('serves the default remote manifests and chat phone, valid by the shared contract, uncached', async () => {
    const { app, url } = await createTestGateway();
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({
        remotes: {
          mfe_catalog: '/mfe/catalog/mf-manifest.json',
          mfe_product: '/mfe/product/mf-manifest.json',
          mfe_cart: '/mfe/cart/mf-manifest.json',
          mfe_account: '/mfe/account/mf-manifest.json',
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
      SELLER_PHONE: '919876543210',
    });
    try {
      const res = await request(url).get('/config/runtime.json').expect(200);
      expect(res.body.remotes.mfe_cart).toBe('https://cart.cdn.example.in/v43/mf-manifest.json');
      expect(res.body.remotes.mfe_catalog).toBe('/mfe/catalog/mf-manifest.json');
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
    await expect(createTestGateway({ REMOTE_MFE_ACCOUNT_URL: 'ftp://x/mf-manifest.json' })).rejects.toThrow(/REMOTE_MFE_ACCOUNT_URL/);
    await expect(createTestGateway({ SELLER_PHONE: '90000' })).rejects.toThrow(/SELLER_PHONE/);
  });
});
