// One webpack + Module Federation configuration for the shell and every remote.
// Each app's webpack.config.js is a single call to createWebpackConfig.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import type { Configuration } from 'webpack';
import { buildInfoFor } from './build-info';
import { manifestOption } from './manifest-declaration';
import { serverBuildConfig, cssRules, scriptRules, MiniCssExtractPlugin } from './server-build';
import { sharedFor } from './shared';
import { StartupPreloadPlugin, type HtmlPluginClass } from './startup-preload';
import { ICU_PARSER_ALIAS, precompiledWordsRule } from './precompiled-words';
import { REMOTE_ENTRY_FILE } from '@rmj/contracts';
import { ON_DEMAND_CHUNK } from './on-demand';

export { sharedFor, requiredVersionOf, installedVersionOf, SINGLETONS, SHARED_NON_SINGLETON } from './shared';
export { buildInfoFor } from './build-info';
export type { SharedRule } from './shared';
export { ON_DEMAND_CHUNK } from './on-demand';
export { StartupPreloadPlugin, startupChunkFiles, languageFontFiles } from './startup-preload';
export { precompileMessages, precompiledWordsRule, ICU_PARSER_ALIAS } from './precompiled-words';
export {
  declaredPathsIn,
  declaredPathsOfRemotes,
  remoteDeclaredPaths,
  remoteFolder,
  ROUTES_MODULE,
} from './declared-paths';

/** Options of one app's build. */
export interface AppBuildOptions {
  /** The app folder (use `__dirname` in webpack.config.js). */
  dir: string;
  /** Federation container name: `shell` or `mfe_<remote>`. */
  name: string;
  /** Dev server port for standalone `pnpm --filter <app> dev`. */
  port: number;
  /** Modules a remote exposes, e.g. `{ './pages': './src/exposes/pages.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: served at `/`, gets an index.html, has no build-time remotes. */
  isHost?: boolean;
  /** Page title of the host's index.html. */
  title?: string;
  /** Same-origin JSON the host's index.html preloads (the runtime configuration). */
  preload?: string[];
  /**
   * The host: each language's text font, by a part of its file name ({ ta: 'tamil-400-normal' }), named
   * in index.html (`languageFontMeta`) for the render service to preload on that language's pages.
   */
  languageFonts?: Record<string, string>;
  /** Extra dev-server settings merged over the defaults. */
  devServer?: Record<string, unknown>;
  /**
   * Also build for the server (production only): a second container in dist/server/ (Node, loaded over
   * HTTP by Module Federation's Node runtime), exposing these modules; the browser manifest names it
   * (`metaData.ssrRemoteEntry`). The shell exposes its `./ssr` renderer; a storefront remote, its routes.
   */
  serverExposes?: Record<string, string>;
}

/** What webpack-cli passes to a config function. */
export interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

/** Name of a remote's container file; the manifest points at it. */
export const REMOTE_ENTRY = REMOTE_ENTRY_FILE;
/** Folder of the server build inside dist/ (the manifest's `ssrRemoteEntry.path`). */
export const SERVER_FOLDER = 'server';

// Plugins and loaders are resolved from the app folder so the app's own
// webpack instance is used (pnpm gives each package its own node_modules).
function requireFrom<T>(dir: string, request: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(request, { paths: [dir] })) as T;
}

/**
 * The page of an app that has no public/index.html: the shell's (its script is added by
 * html-webpack-plugin) and each remote's standalone dev view (which loads `scriptSrc`).
 */
export function defaultHtml(title: string, scriptSrc?: string, preload: string[] = []): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<link rel="icon" href="data:," />',
    // Fetched while the entry script downloads, so the page does not wait for one file to learn of the next.
    ...preload.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`),
    `<title>${title}</title>${scriptSrc ? `<script defer src="${scriptSrc}"></script>` : ''}</head>`,
    '<body><noscript>Please enable JavaScript to use the shop.</noscript><div id="root"></div></body>',
    '</html>',
  ].join('\n');
}

/** An async chunk the start-up files gather packages from (every one but the on-demand ones). */
function startUpChunk(chunk: { name?: string | null; canBeInitial(): boolean }): boolean {
  return !chunk.canBeInitial() && !ON_DEMAND_CHUNK.test(chunk.name ?? '');
}

/**
 * How the shell's async code is grouped (only the shell: a remote's pages stay one chunk each).
 * React DOM on its own (the largest file, cached across releases of the rest), every other package
 * (npm or workspace: the router, the cart store, the UI kit) in one `framework` file; the shell's
 * own modules stay in their chunks, and so do the packages' Tamil words.
 */
export const HOST_START_UP_CHUNKS = {
  chunks: startUpChunk,
  cacheGroups: {
    reactDom: {
      test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react-dom|scheduler)[@\\/]/,
      name: 'react-dom',
      chunks: startUpChunk,
      enforce: true,
      priority: 20,
    },
    framework: {
      // Not a package's words in another language than English (the shared pieces' Tamil): their own
      // chunk, fetched by Tamil pages only.
      test: /[\\/](node_modules|packages)[\\/](?!.*[\\/]i18n[\\/]ta\.[cm]?js$)/,
      name: 'framework',
      chunks: startUpChunk,
      enforce: true,
      priority: 10,
    },
  },
} as const;

/** A remote's CSS in one chunk (`styles.<hash>.css`), whichever page asked for it. */
export const REMOTE_STYLE_CHUNK = {
  cacheGroups: {
    styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
  },
} as const;

type PluginCtor = new (options: Record<string, unknown>) => unknown;

/** The CommonJS build of the runtime plugin `experiments.provideExternalRuntime` adds. */
const EXTERNAL_RUNTIME_PLUGIN_CJS =
  /([\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index)\.cjs$/;

/** react-router's development build (what every export condition of its package names). */
const REACT_ROUTER_DEVELOPMENT = /[\\/]react-router[\\/]dist[\\/]development[\\/]index\.mjs$/;
const REACT_ROUTER_DEVELOPMENT_FOLDER = /([\\/]react-router[\\/]dist[\\/])development(?=[\\/]|$)/;

/** Returns a webpack config function for the app described by `options`. */
export function createWebpackConfig(options: AppBuildOptions) {
  const { dir, name, port, exposes, isHost = false, title = 'Shop' } = options;
  return (_env: unknown = {}, argv: WebpackArgv = {}): Configuration => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const production = mode === 'production';
    const { ModuleFederationPlugin } = requireFrom<{ ModuleFederationPlugin: PluginCtor }>(
      dir,
      '@module-federation/enhanced/webpack',
    );
    const plugins: unknown[] = [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: REMOTE_ENTRY, exposes: exposes ?? {} }),
        shared: sharedFor(dir),
        // An offline remote must not block start-up: use what is already loaded.
        shareStrategy: 'loaded-first',
        // A remote's manifest also carries the paths it owns (from its route list): the gateway's
        // runtime configuration takes them from there.
        manifest: manifestOption(
          exposes?.['./routes'] ? path.join(dir, exposes['./routes']) : undefined,
          production && options.serverExposes ? { name: REMOTE_ENTRY, path: SERVER_FOLDER } : undefined,
        ),
        // The types plugin opens a port and downloads over HTTP; types come from workspace packages.
        dts: false,
        // One federation runtime per page: the shell provides it, remotes use the shell's instead of
        // bundling their own copy in every remoteEntry.js (production only: a remote's standalone dev
        // view has no host to borrow it from).
        // `target: 'web'` leaves the runtime's Node.js code paths out of the browser bundles.
        // The shell's pages register each remote by the container beside its manifest (remoteEntryBeside
        // in @rmj/contracts), never by the manifest, so the runtime's manifest-reading and preload code
        // (`disableSnapshot`) stays out of the shell's entry; the server build still reads manifests.
        ...(production
          ? {
              experiments: {
                ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : {}) },
              },
            }
          : {}),
        dev: !production ? { disableLiveReload: true, disableHotTypesReload: true } : false,
      }),
    ];
    // zod's `locales` namespace (≈200 KB minified of translations) is always bundled because the
    // contracts package reaches zod through CommonJS, which defeats tree shaking. The shop is English
    // only and never reads z.locales, so it is pointed at English alone (zod configures English itself).
    const webpack = requireFrom<{
      NormalModuleReplacementPlugin: new (
        re: RegExp,
        fn: (r: {
          request: string;
          context?: string;
          createData?: Partial<Record<'resource' | 'request' | 'userRequest' | 'context', unknown>>;
        }) => void,
      ) => unknown;
      DefinePlugin: PluginCtor;
    }>(dir, 'webpack');
    // What this build needs and bundles of the shared singletons: the shell refuses a remote built
    // against another major of (say) the cart store, with a visible fallback instead of a broken page.
    const build = buildInfoFor(dir);
    plugins.push(new webpack.DefinePlugin({ __RMJ_BUILD__: JSON.stringify(build) }));
    plugins.push(
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.c?js$/, (resource) => {
        if (/[\\/]zod[\\/]v4[\\/](classic|core)$/.test(resource.context ?? '')) {
          resource.request = resource.request.replace('index', 'en');
        }
      }),
    );
    // The runtime plugin that hands the federation runtime to the remotes is added by the plugin as a
    // CommonJS file, which pulls a second, CommonJS copy of the whole runtime into the shell's entry
    // beside the ES module copy the shell itself runs (≈10 KiB brotli): its ES module build shares
    // the shell's copy, so the remotes are handed the very runtime the shell runs.
    plugins.push(
      // The plugin names it by its absolute path: the request is swapped before it is resolved.
      new webpack.NormalModuleReplacementPlugin(EXTERNAL_RUNTIME_PLUGIN_CJS, (result) => {
        if (!result.createData?.resource) result.request = result.request.replace(EXTERNAL_RUNTIME_PLUGIN_CJS, '$1.js');
      }),
    );
    if (production) {
      // react-router resolves to its development build under every export condition (ENABLE_DEV_WARNINGS
      // on): production pages take the production build beside it, without its warnings' code.
      plugins.push(
        new webpack.NormalModuleReplacementPlugin(REACT_ROUTER_DEVELOPMENT, (result) => {
          const data = result.createData;
          if (!data) return;
          for (const key of ['resource', 'request', 'userRequest', 'context'] as const) {
            const value = data[key];
            if (typeof value === 'string') data[key] = value.replace(REACT_ROUTER_DEVELOPMENT_FOLDER, '$1production');
          }
        }),
      );
    }
    if (production) {
      // Precompressed copies next to every text file: the gateway and nginx send them as they
      // are (Content-Encoding br or gzip), so no request pays for compression.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const CompressionPlugin = require('compression-webpack-plugin') as PluginCtor;
      const test = /\.(js|css|html|json|svg|txt)$/;
      plugins.push(
        new CompressionPlugin({
          test,
          threshold: 1024,
          minRatio: 0.9,
          algorithm: 'gzip',
          filename: '[path][base].gz',
          compressionOptions: { level: 9 },
        }),
        new CompressionPlugin({
          test,
          threshold: 1024,
          minRatio: 0.9,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
      );
    }
    // Style sheets as files in production: a server-rendered page links them in its <head>, so it paints
    // styled before any script runs (style-loader would wait for the JavaScript).
    if (production) {
      plugins.push(
        new MiniCssExtractPlugin({
          filename: isHost ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: '[name].[contenthash:10].css',
          ignoreOrder: true,
        }),
      );
    }
    if (isHost) {
      const HtmlWebpackPlugin = requireFrom<PluginCtor & HtmlPluginClass>(dir, 'html-webpack-plugin');
      const template = path.join(dir, 'public', 'index.html');
      plugins.push(
        new HtmlWebpackPlugin({
          ...(fs.existsSync(template)
            ? { template }
            : { templateContent: defaultHtml(title, undefined, options.preload) }),
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        new StartupPreloadPlugin(HtmlWebpackPlugin, '/', options.languageFonts),
      );
    }
    // Hidden source maps only on request (SOURCE_MAPS=hidden): nothing served references them.
    const devtool = production
      ? process.env.SOURCE_MAPS === 'hidden'
        ? 'hidden-source-map'
        : false
      : 'eval-cheap-module-source-map';
    const browser = {
      name: 'browser',
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool,
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are served under /mfe/<name>/ (or another origin): resolve at run time.
        publicPath: isHost ? '/' : 'auto',
        // Content hashes on every chunk, and on the shell's entry (index.html names it): cached for a
        // year, and an old page still finds its chunks after a redeploy. A remote's entry files keep
        // fixed names (the manifest and the runtime configuration point at them) and are served
        // no-cache: remoteEntry.js, mf-manifest.json (and main.js, its standalone dev view).
        // (The federation runtime asks for the entry's name before hashes exist, only to learn its
        // folder depth: it gets the unhashed template then.)
        filename:
          production && isHost
            ? (data: { chunk?: { contentHash?: Record<string, string> } }) =>
                data.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'
            : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Per build: two builds of one remote on the same page (a Retry after the remote was
        // re-pointed) must not share webpack's chunk registry (self.webpackChunk<uniqueName>).
        uniqueName: `${name}_${build.version.replace(/[^A-Za-z0-9]/g, '_')}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        // The catalogues arrive parsed (precompiledWordsRule): react-intl needs no ICU parser here.
        alias: ICU_PARSER_ALIAS,
      },
      module: {
        rules: [
          // First: its pitch answers for a catalogue before the script rules compile it.
          precompiledWordsRule(path.join(dir, 'src', 'i18n')),
          ...scriptRules('es2020'),
          ...cssRules(production ? 'extract' : 'inject'),
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: plugins as Configuration['plugins'],
      performance: { hints: false },
      optimization: {
        moduleIds: production ? 'deterministic' : 'named',
        // The shell's start-up code in a few files instead of one per shared module: on HTTP/1.1 a
        // browser opens six connections per host, so fourteen small files wait in line.
        ...(production && isHost ? { splitChunks: HOST_START_UP_CHUNKS } : {}),
        // A remote's style sheets in one file, which its manifest lists: the server links it for a page.
        ...(production && !isHost ? { splitChunks: REMOTE_STYLE_CHUNK } : {}),
      },
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
        // A remote's standalone dev view: any page path (no file extension) gets the default page.
        setupMiddlewares: (
          middlewares: unknown[],
          server: {
            app?: {
              get(
                path: RegExp,
                handler: (req: unknown, res: { type(t: string): { send(body: string): void } }) => void,
              ): void;
            };
          },
        ) => {
          if (!isHost)
            server.app?.get(/^\/(?:[^.]*|index\.html)$/, (_req, res) =>
              res.type('html').send(defaultHtml(title, '/main.js')),
            );
          return middlewares;
        },
        ...options.devServer,
      },
    } as Configuration;
    if (!production || !options.serverExposes) return browser;
    const server = serverBuildConfig({
      dir,
      name,
      mode,
      exposes: options.serverExposes,
      uniqueName: `${name}_server_${build.version.replace(/[^A-Za-z0-9]/g, '_')}`,
      define: { __RMJ_BUILD__: JSON.stringify(build) },
      ModuleFederationPlugin,
      webpack,
      folder: SERVER_FOLDER,
      remoteEntry: REMOTE_ENTRY,
    });
    // The browser build cleans dist/ first; the server build writes dist/server/ after it.
    return [browser, { ...server, dependencies: ['browser'] }] as unknown as Configuration;
  };
}
