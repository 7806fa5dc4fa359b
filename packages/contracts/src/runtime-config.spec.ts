import { runtimeConfigSchema } from './runtime-config';

const remotes = {
  mfe_catalog: '/mfe/catalog/mf-manifest.json',
  mfe_product: 'https://cdn.example.in/product/mf-manifest.json',
  mfe_cart: 'http://127.0.0.1:4003/mf-manifest.json',
  mfe_account: '/mfe/account/mf-manifest.json',
};

describe('runtime configuration contract', () => {
  it('accepts same-origin paths and absolute http(s) manifest URLs', () => {
    expect(runtimeConfigSchema.parse({ remotes, chatPhone: '919000000000' }).remotes).toEqual(remotes);
  });

  it('refuses protocol-relative and non-http manifest URLs', () => {
    for (const bad of ['//evil.example/m.json', 'javascript:alert(1)', 'mfe/catalog.json', '']) {
      expect(runtimeConfigSchema.safeParse({ remotes: { ...remotes, mfe_cart: bad }, chatPhone: '919000000000' }).success).toBe(false);
    }
  });

  it('needs the chat phone as 10-15 digits', () => {
    expect(runtimeConfigSchema.safeParse({ remotes, chatPhone: '+91 90000 00000' }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ remotes, chatPhone: '123' }).success).toBe(false);
  });
});
