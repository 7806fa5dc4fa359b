import { DEFAULT_REMOTE_PATHS, REMOTE_NAMES, runtimeConfigSchema } from './runtime-config';

const remotes = {
  mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: ['/', '/category/*'] },
  mfe_product: { entry: 'https://cdn.example.in/product/mf-manifest.json', paths: ['/product/:id', '/custom'] },
  mfe_cart: { entry: 'http://127.0.0.1:4003/mf-manifest.json', paths: ['/cart/*'] },
  mfe_account: { entry: '/mfe/account/mf-manifest.json', paths: ['/account'] },
};
const valid = (config: unknown) => runtimeConfigSchema.safeParse(config).success;

describe('runtime configuration contract', () => {
  it('accepts same-origin paths and absolute http(s) manifest URLs with the paths each remote owns', () => {
    expect(runtimeConfigSchema.parse({ remotes, chatPhone: '919000000000' }).remotes).toEqual(remotes);
  });

  it('allows a remote to be left out (its pages show a fallback)', () => {
    expect(valid({ remotes: { mfe_cart: remotes.mfe_cart }, chatPhone: '919000000000' })).toBe(true);
  });

  it('refuses protocol-relative and non-http manifest URLs', () => {
    for (const bad of ['//evil.example/m.json', 'javascript:alert(1)', 'mfe/catalog.json', '']) {
      expect(
        valid({ remotes: { ...remotes, mfe_cart: { ...remotes.mfe_cart, entry: bad } }, chatPhone: '919000000000' }),
      ).toBe(false);
    }
  });

  it('refuses unknown remotes, malformed path patterns and a remote with no path', () => {
    expect(valid({ remotes: { ...remotes, mfe_evil: remotes.mfe_cart }, chatPhone: '919000000000' })).toBe(false);
    for (const bad of ['cart', '/cart/', '/a b', '//x', '/cart/*/x']) {
      expect(valid({ remotes: { mfe_cart: { ...remotes.mfe_cart, paths: [bad] } }, chatPhone: '919000000000' })).toBe(
        false,
      );
    }
    expect(valid({ remotes: { mfe_cart: { ...remotes.mfe_cart, paths: [] } }, chatPhone: '919000000000' })).toBe(false);
  });

  it('refuses a path claimed by two remotes, naming both', () => {
    const result = runtimeConfigSchema.safeParse({
      remotes: { ...remotes, mfe_account: { entry: '/a.json', paths: ['/cart/*'] } },
      chatPhone: '919000000000',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('path /cart/* is claimed by mfe_cart and mfe_account');
  });

  it('needs the chat phone as 10-15 digits', () => {
    expect(valid({ remotes, chatPhone: '+91 90000 00000' })).toBe(false);
    expect(valid({ remotes, chatPhone: '123' })).toBe(false);
  });

  it('has conflict-free default paths for every remote', () => {
    const defaults = Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { entry: `/mfe/${name}/mf-manifest.json`, paths: [...DEFAULT_REMOTE_PATHS[name]] },
      ]),
    );
    expect(valid({ remotes: defaults, chatPhone: '919000000000' })).toBe(true);
  });
});
