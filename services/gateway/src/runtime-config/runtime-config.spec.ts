import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { RemoteName } from '@rmj/contracts';
import { compose } from './compose';
import { servedManifestFile } from './declared-paths';
import { RuntimeConfigSource, startingComposition, type SourceEnv } from './runtime-config';

const roots: string[] = [];
afterAll(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A static root whose remotes' builds declare `declared` (a release folder: `releases/<x>/`). */
function builds(declared: Partial<Record<RemoteName, unknown>>, release = ''): string {
  const root = mkdtempSync(join(tmpdir(), 'gw-declared-'));
  roots.push(root);
  for (const [name, paths] of Object.entries(declared)) writeManifest(root, name as RemoteName, paths, release);
  return root;
}

function writeManifest(root: string, name: RemoteName, paths: unknown, release = ''): void {
  const dir = join(root, name.replace('_', '-'), 'dist', release);
  mkdirSync(dir, { recursive: true });
  const metaData = paths === undefined ? { name } : { name, rmj: { paths } };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, metaData }));
}

const entry = (name: RemoteName, release = '') =>
  `/mfe/${name.replace('mfe_', '')}/${release ? `${release}/` : ''}mf-manifest.json`;

function env(overrides: Partial<SourceEnv> = {}): SourceEnv {
  return {
    remoteUrls: {
      mfe_catalog: entry('mfe_catalog'),
      mfe_product: entry('mfe_product'),
      mfe_cart: entry('mfe_cart'),
      mfe_account: entry('mfe_account'),
    },
    remotePaths: {},
    SELLER_PHONE: '919000000000',
    ...overrides,
  };
}

const DECLARED = { mfe_cart: ['/cart/*', '/checkout/*'], mfe_account: ['/account/*', '/welcome'] };

describe("the runtime configuration, from each remote's declared paths", () => {
  it('serves the paths each served build declares; a configured list overrides them, and a difference is reported', () => {
    const root = builds(DECLARED);
    const { config, problems, drift } = compose(
      {
        remotes: {
          mfe_cart: { entry: entry('mfe_cart') },
          mfe_account: { entry: entry('mfe_account'), paths: ['/account/*', '/orders/*'] },
        },
        chatPhone: '919000000000',
      },
      root,
    );
    expect(config.remotes).toEqual({
      mfe_cart: { entry: entry('mfe_cart'), paths: ['/cart/*', '/checkout/*'] },
      mfe_account: { entry: entry('mfe_account'), paths: ['/account/*', '/orders/*'] },
    });
    expect(problems).toEqual([]);
    expect(drift).toEqual([
      expect.stringMatching(
        /^mfe_account: the configured paths differ from those its build declares \(.*mfe-account.dist.mf-manifest\.json\): not configured \/welcome; not declared \/orders\/\*; serving the configured ones$/,
      ),
    ]);
  });

  it('leaves out, saying why, a remote whose paths are neither configured nor readable', () => {
    const root = builds({ mfe_cart: DECLARED.mfe_cart, mfe_product: undefined });
    const { config, problems } = startingComposition(
      env({
        STATIC_ROOT: root,
        remoteUrls: { ...env().remoteUrls, mfe_catalog: 'https://cdn.example.in/c/mf-manifest.json' },
      }),
    );
    expect(Object.keys(config.remotes)).toEqual(['mfe_cart']);
    expect(problems).toEqual([
      'mfe_catalog: its build at https://cdn.example.in/c/mf-manifest.json is not served by this gateway (STATIC_ROOT), ' +
        'so the paths it declares cannot be read: configure them (REMOTE_MFE_CATALOG_PATHS, or paths in RUNTIME_CONFIG_FILE)',
      expect.stringMatching(
        /^mfe_product: .*mfe-product.dist.mf-manifest\.json declares no paths \(no metaData\.rmj\)$/,
      ),
      expect.stringMatching(/^mfe_account: .*mfe-account.dist.mf-manifest\.json does not exist$/),
    ]);
  });

  it('refuses to start when two remotes claim one path, naming where each list comes from', () => {
    const root = builds({ ...DECLARED, mfe_account: ['/cart/*'] });
    expect(() => startingComposition(env({ STATIC_ROOT: root }))).toThrow(
      /^path \/cart\/\* is claimed by mfe_cart and mfe_account \(paths: mfe_cart declared by .*mfe-cart.dist.mf-manifest\.json; mfe_account declared by .*\)$/,
    );
    expect(() =>
      startingComposition(env({ remotePaths: { mfe_cart: ['/cart/*'], mfe_account: ['/cart/*'] } })),
    ).toThrow(
      'path /cart/* is claimed by mfe_cart and mfe_account (paths: mfe_cart configured; mfe_account configured)',
    );
  });

  it('reads only builds it serves, never a file outside a remote folder', () => {
    expect(servedManifestFile('/srv', '/mfe/cart/releases/b/mf-manifest.json')).toBe(
      '/srv/mfe-cart/dist/releases/b/mf-manifest.json',
    );
    expect(servedManifestFile('/srv', '/mfe/cart/mf-manifest.json?v=2')).toBe('/srv/mfe-cart/dist/mf-manifest.json');
    expect(servedManifestFile(undefined, '/mfe/cart/mf-manifest.json')).toBeUndefined();
    expect(servedManifestFile('/srv', 'https://cdn.example.in/mfe/cart/mf-manifest.json')).toBeUndefined();
    expect(servedManifestFile('/srv', '/mfe/cart/../../../etc/passwd')).toBeUndefined();
    expect(servedManifestFile('/srv', '/mfe/cart/%2e%2e/%2e%2e/x.json')).toBeUndefined();
    // Any remote's build folder (a remote added by its build and configuration), but only a remote name.
    expect(servedManifestFile('/srv', '/mfe/admin/mf-manifest.json')).toBe('/srv/mfe-admin/dist/mf-manifest.json');
    expect(servedManifestFile('/srv', '/mfe/Admin/mf-manifest.json')).toBeUndefined();
    expect(servedManifestFile('/srv', '/mfe/../mf-manifest.json')).toBeUndefined();
  });
});

describe('RuntimeConfigSource: a remote rebuilt while the gateway runs', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** Rewrites a manifest so its stamp surely changes (size or time). */
  const rebuild = (root: string, name: RemoteName, paths: unknown) => {
    writeManifest(root, name, paths);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, name.replace('_', '-'), 'dist', 'mf-manifest.json'), later, later);
  };

  it('serves a new prefix at once, and keeps the last good configuration (with a clear log) when a build conflicts or breaks', () => {
    const root = builds(DECLARED);
    const source = new RuntimeConfigSource(env({ STATIC_ROOT: root }));
    expect(source.get().remotes.mfe_cart?.paths).toEqual(['/cart/*', '/checkout/*']);

    rebuild(root, 'mfe_cart', ['/cart/*', '/checkout/*', '/gift-cards/*']);
    expect(source.get().remotes.mfe_cart?.paths).toEqual(['/cart/*', '/checkout/*', '/gift-cards/*']);

    rebuild(root, 'mfe_cart', ['/cart/*', '/welcome']);
    expect(source.get().remotes.mfe_cart?.paths).toEqual(['/cart/*', '/checkout/*', '/gift-cards/*']);
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^keeping the last good runtime configuration: path \/welcome is claimed by mfe_cart and mfe_account \(paths: mfe_cart declared by .*\)$/,
      ),
    );

    rebuild(root, 'mfe_cart', undefined);
    expect(source.get().remotes.mfe_cart?.paths).toEqual(['/cart/*', '/checkout/*', '/gift-cards/*']);
    expect(errors).toHaveBeenLastCalledWith(
      expect.stringMatching(/^keeping the last good runtime configuration: mfe_cart: .* declares no paths/),
    );
    // Logged once per change, not on every request.
    const logged = errors.mock.calls.length;
    source.get();
    expect(errors.mock.calls.length).toBe(logged);

    rebuild(root, 'mfe_cart', ['/cart/*']);
    expect(source.get().remotes.mfe_cart?.paths).toEqual(['/cart/*']);
  });
});
