import {
  MANIFEST_DECLARATION_KEY,
  pathDifferences,
  readManifestDeclaration,
  remoteEntryBeside,
  runtimeConfigFileSchema,
  runtimeConfigSchema,
} from './runtime-config';

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

  it('takes any remote named mfe_<name> (a remote added by configuration), and refuses other names', () => {
    const mfe_admin = { entry: '/mfe/admin/mf-manifest.json', paths: ['/admin/*'] };
    expect(
      runtimeConfigSchema.parse({ remotes: { ...remotes, mfe_admin }, chatPhone: '919000000000' }).remotes,
    ).toEqual({
      ...remotes,
      mfe_admin,
    });
    for (const name of ['admin', 'mfe_', 'mfe_Admin', 'mfe-admin', 'mfe_1x', `mfe_${'a'.repeat(32)}`]) {
      expect(valid({ remotes: { [name]: mfe_admin }, chatPhone: '919000000000' })).toBe(false);
    }
  });

  it('refuses malformed path patterns and a remote with no path', () => {
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
});

describe('a configuration file (the ConfigMap)', () => {
  const fileValid = (config: unknown) => runtimeConfigFileSchema.safeParse(config).success;

  it("may leave a remote's paths to its build, or give them", () => {
    expect(
      fileValid({
        remotes: { mfe_cart: { entry: '/mfe/cart/mf-manifest.json' }, mfe_account: remotes.mfe_account },
        chatPhone: '919000000000',
      }),
    ).toBe(true);
  });

  it('refuses given paths that are empty, malformed or claimed twice, and unknown fields', () => {
    const cart = { entry: '/mfe/cart/mf-manifest.json' };
    for (const bad of [
      { mfe_cart: { ...cart, paths: [] } },
      { mfe_cart: { ...cart, paths: ['cart'] } },
      { mfe_cart: { ...cart, path: ['/cart/*'] } },
      { mfe_cart: { ...cart, paths: ['/cart/*'] }, mfe_account: { entry: '/a.json', paths: ['/cart/*'] } },
    ]) {
      expect(fileValid({ remotes: bad, chatPhone: '919000000000' })).toBe(false);
    }
  });
});

describe("a remote build's declaration (mf-manifest.json metaData)", () => {
  const manifest = (declared: unknown) => ({
    id: 'mfe_cart',
    metaData: { name: 'mfe_cart', [MANIFEST_DECLARATION_KEY]: declared },
  });

  it('reads the paths a build declares, ignoring fields it does not know', () => {
    expect(readManifestDeclaration(manifest({ paths: ['/cart/*', '/gift-cards/*'], later: 1 }))).toEqual({
      paths: ['/cart/*', '/gift-cards/*'],
    });
  });

  it('names what is wrong with a missing or bad declaration', () => {
    expect(() => readManifestDeclaration({ metaData: { name: 'mfe_cart' } })).toThrow(
      'declares no paths (no metaData.rmj)',
    );
    expect(() => readManifestDeclaration(null)).toThrow('declares no paths');
    expect(() => readManifestDeclaration(manifest({ paths: [] }))).toThrow(
      'declares bad paths (paths: must list at least one path)',
    );
    expect(() => readManifestDeclaration(manifest({ paths: ['/cart/*', 'gift'] }))).toThrow(
      /declares bad paths \(paths\.1: must be a path pattern/,
    );
  });

  it('compares configured paths with declared ones', () => {
    expect(pathDifferences(['/cart/*', '/checkout/*'], ['/checkout/*', '/cart/*'])).toEqual({ missing: [], extra: [] });
    expect(pathDifferences(['/cart/*', '/orders/*'], ['/cart/*', '/gift-cards/*'])).toEqual({
      missing: ['/gift-cards/*'],
      extra: ['/orders/*'],
    });
  });
});

describe('remoteEntryBeside', () => {
  it("names the container beside a remote's manifest, on this origin or another", () => {
    expect(remoteEntryBeside('/mfe/cart/mf-manifest.json')).toBe('/mfe/cart/remoteEntry.js');
    expect(remoteEntryBeside('https://cdn.example.in/product/mf-manifest.json')).toBe(
      'https://cdn.example.in/product/remoteEntry.js',
    );
  });

  it('names nothing for a URL that is not a manifest file', () => {
    expect(remoteEntryBeside('/mfe/cart/manifest.json')).toBeUndefined();
    expect(remoteEntryBeside('/mfe/cart/mf-manifest.json?v=2')).toBeUndefined();
    expect(remoteEntryBeside('/mfe/cart/old-mf-manifest.json')).toBeUndefined();
  });
});
