import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildInfoFor, createWebpackConfig, sharedFor } from './index';
import type { Configuration } from 'webpack';

const root = path.join(__dirname, '..', '..', '..');
const shellDir = path.join(root, 'shell');
const cartDir = path.join(root, 'mfe-cart');

interface MfPlugin {
  _options: {
    name: string;
    shared: Record<string, { singleton?: boolean; requiredVersion: string }>;
    exposes?: unknown;
    filename?: string;
    manifest?: boolean | { additionalData?: unknown };
    dts?: boolean;
    shareStrategy?: string;
  };
}

function mfOptions(config: ReturnType<ReturnType<typeof createWebpackConfig>>) {
  const plugin = (config.plugins ?? []).find(
    (p) => p && (p as object).constructor.name === 'ModuleFederationPlugin',
  ) as unknown as MfPlugin;
  return plugin._options;
}

describe('sharedFor', () => {
  it("shares react, the router, redux and the cart as singletons with the app's version ranges", () => {
    const shared = sharedFor(shellDir);
    for (const key of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      '@rmj/router',
      '@rmj/i18n',
      'react-redux',
      '@reduxjs/toolkit',
      '@rmj/cart',
    ]) {
      expect(shared[key]).toEqual(expect.objectContaining({ singleton: true, eager: false }));
      expect(shared[key].requiredVersion).toMatch(/^[\^~]?\d/);
    }
    expect(shared.react.requiredVersion).toBe('^19.2.0');
    expect(shared['@rmj/cart'].requiredVersion).toMatch(/^\^1\./);
  });

  it('shares ui without forcing a singleton, and neither contracts nor zod (each app keeps what it imports)', () => {
    const shared = sharedFor(cartDir);
    // A workspace package is asked for from the version it is linked at (a caret range of the release).
    const uiVersion = JSON.parse(readFileSync(path.join(root, 'packages', 'ui', 'package.json'), 'utf8')).version;
    expect(shared['@rmj/ui']).toEqual({ requiredVersion: `^${uiVersion}`, eager: false });
    expect(shared['@rmj/contracts']).toBeUndefined();
    expect(shared.zod).toBeUndefined();
    // The singletons (the shop's language among them: @rmj/i18n), ui and immer.
    expect(Object.keys(shared)).toHaveLength(12);
    expect(shared['@rmj/i18n']).toEqual(expect.objectContaining({ singleton: true }));
    expect(shared.immer).toEqual({ requiredVersion: '^11.2.9', eager: false });
    expect(shared['react-hook-form']).toBeUndefined();
  });
});

describe('createWebpackConfig', () => {
  it('builds a remote with an automatic public path, a manifest and hashed chunks', () => {
    const config = createWebpackConfig({
      dir: cartDir,
      name: 'mfe_cart',
      port: 8084,
      exposes: { './pages': './src/exposes/pages.tsx' },
    })({}, { mode: 'production' });
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.chunkFilename).toContain('[contenthash');
    expect(config.devtool).toBe(false);
    // Two builds of one remote on one page keep separate chunk registries.
    expect(config.output?.uniqueName).toMatch(/^mfe_cart_0_1_0_/);
    const mf = mfOptions(config);
    expect(mf).toEqual(
      expect.objectContaining({
        name: 'mfe_cart',
        filename: 'remoteEntry.js',
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    );
    expect(mf.exposes).toEqual({ './pages': './src/exposes/pages.tsx' });
    // The manifest hook adds a remote's declared paths (from './routes') and its server build's entry.
    expect(mf.manifest).toEqual({ additionalData: expect.any(Function) });
    const withRoutes = createWebpackConfig({
      dir: cartDir,
      name: 'mfe_cart',
      port: 8084,
      exposes: { './routes': './src/exposes/routes.ts' },
    })({}, { mode: 'production' });
    expect(mfOptions(withRoutes).manifest).toEqual({ additionalData: expect.any(Function) });
    expect((config as { devServer?: { port?: number } }).devServer?.port).toBe(8084);
  });

  it('builds the shell with no remote baked in, served from / with an index.html', () => {
    const config = createWebpackConfig({ dir: shellDir, name: 'shell', port: 8081, isHost: true })(
      {},
      { mode: 'production' },
    );
    expect(config.output?.publicPath).toBe('/');
    const mf = mfOptions(config);
    expect(mf.name).toBe('shell');
    expect((mf as { remotes?: unknown }).remotes).toEqual({});
    expect((config.plugins ?? []).some((p) => p && (p as object).constructor.name === 'HtmlWebpackPlugin')).toBe(true);
  });
});

describe('the server build', () => {
  const build = (mode: 'production' | 'development') =>
    createWebpackConfig({
      dir: cartDir,
      name: 'mfe_cart',
      port: 8084,
      exposes: { './routes': './src/exposes/routes.ts' },
      serverExposes: { './routes': './src/exposes/routes.ts' },
    })({}, { mode }) as unknown;

  it('builds a Node container in dist/server beside the browser build, which the manifest names', () => {
    const [browser, server] = build('production') as Configuration[];
    expect(server.target).toBe('async-node');
    expect(server.output?.path).toBe(path.join(cartDir, 'dist', 'server'));
    expect(server.output?.library).toEqual({ type: 'commonjs-module' });
    const mf = mfOptions(server) as { runtimePlugins?: string[]; exposes?: unknown; library?: unknown };
    expect(mf.exposes).toEqual({ './routes': './src/exposes/routes.ts' });
    expect(mf.runtimePlugins?.[0]).toMatch(/@module-federation[\\/]node/);
    // The browser manifest names the server entry, so the Node runtime loads it instead of the browser's.
    const stats = { metaData: {} as Record<string, unknown> };
    const manifest = mfOptions(browser).manifest as {
      additionalData(o: { stats: typeof stats; compilation: { errors: unknown[] }; compiler: unknown }): unknown;
    };
    manifest.additionalData({ stats, compilation: { errors: [] }, compiler: { webpack: { WebpackError: Error } } });
    expect(stats.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
  });

  it('is left out of development builds (a standalone dev server)', () => {
    expect(Array.isArray(build('development'))).toBe(false);
  });
});

describe('build information', () => {
  it('names each shared singleton the app needs and bundles, and honours a compatibility-test override', () => {
    const info = buildInfoFor(cartDir);
    expect(info.requires['@rmj/cart']).toMatch(/^\^1\./);
    expect(info.provides['@rmj/cart']).toMatch(/^1\./);
    expect(info.version).toMatch(/^0\.1\.0\+\S+$/);
    process.env.RMJ_REQUIRE_OVERRIDE = '@rmj/cart@^2.0.0';
    try {
      expect(buildInfoFor(cartDir).requires['@rmj/cart']).toBe('^2.0.0');
    } finally {
      delete process.env.RMJ_REQUIRE_OVERRIDE;
    }
  });
});

describe('the shell start-up files', () => {
  it("groups the shell's shared packages into react-dom and framework files; a remote's style sheets are one file", () => {
    const shell = createWebpackConfig({ dir: shellDir, name: 'shell', port: 8081, isHost: true })(
      {},
      { mode: 'production' },
    );
    const groups = (shell.optimization?.splitChunks as { cacheGroups: Record<string, { test: RegExp; name: string }> })
      .cacheGroups;
    const pick = (file: string) =>
      Object.values(groups)
        .sort((a, b) => ('priority' in b ? (b.priority as number) : 0) - ('priority' in a ? (a.priority as number) : 0))
        .find((g) => g.test.test(file))?.name;
    expect(pick('/r/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/client.js')).toBe(
      'react-dom',
    );
    expect(pick('/r/node_modules/.pnpm/scheduler@0.27.0/node_modules/scheduler/index.js')).toBe('react-dom');
    expect(pick('/r/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js')).toBe('framework');
    expect(pick('/r/packages/cart/dist/index.js')).toBe('framework');
    expect(pick('/r/packages/ui/dist/esm/i18n/en.js')).toBe('framework');
    // A Tamil catalogue of a package stays its own chunk: English pages never download it.
    expect(pick('/r/packages/ui/dist/esm/i18n/ta.js')).toBeUndefined();
    expect(pick('/r/shell/src/app/app.tsx')).toBeUndefined();
    // An on-demand chunk keeps its packages (the runtime configuration's check keeps zod): start-up
    // files gather packages from every other async chunk only.
    const chunks = (shell.optimization?.splitChunks as { chunks: (c: unknown) => boolean }).chunks;
    const chunk = (name: string, initial = false) => ({ name, canBeInitial: () => initial });
    expect(chunks(chunk('on-demand-config-check'))).toBe(false);
    expect(chunks(chunk('bootstrap'))).toBe(true);
    expect(chunks(chunk('main', true))).toBe(false);
    const remote = createWebpackConfig({
      dir: cartDir,
      name: 'mfe_cart',
      port: 8084,
      exposes: { './pages': './src/exposes/pages.tsx' },
    })({}, { mode: 'production' });
    expect(remote.optimization?.splitChunks).toEqual({
      cacheGroups: { styles: expect.objectContaining({ name: 'styles', type: 'css/mini-extract' }) },
    });
  });
});
