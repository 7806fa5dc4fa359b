// One webpack + Module Federation configuration for the shell and every remote.
// Each app's webpack.config.js is a single call to createWebpackConfig.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Configuration } from 'webpack';
import { sharedFor } from './shared';

export { sharedFor, requiredVersionOf, SINGLETONS, SHARED_NON_SINGLETON } from './shared';
export type { SharedRule } from './shared';

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
  /** Extra dev-server settings merged over the defaults. */
  devServer?: Record<string, unknown>;
}

/** What webpack-cli passes to a config function. */
export interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

/** Name of a remote's container file; the manifest points at it. */
export const REMOTE_ENTRY = 'remoteEntry.js';

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
export function defaultHtml(title: string, scriptSrc?: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<link rel="icon" href="data:," />',
    `<title>${title}</title>${scriptSrc ? `<script defer src="${scriptSrc}"></script>` : ''}</head>`,
    '<body><noscript>Please enable JavaScript to use the shop.</noscript><div id="root"></div></body>',
    '</html>',
  ].join('\n');
}

type PluginCtor = new (options: Record<string, unknown>) => unknown;

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
        manifest: true,
        // The types plugin opens a port and downloads over HTTP; types come from workspace packages.
        dts: false,
        dev: !production ? { disableLiveReload: true, disableHotTypesReload: true } : false,
      }),
    ];
    // zod's `locales` namespace (≈200 KB minified of translations) is always bundled because the
    // contracts package reaches zod through CommonJS, which defeats tree shaking. The shop is English
    // only and never reads z.locales, so it is pointed at English alone (zod configures English itself).
    const webpack = requireFrom<{ NormalModuleReplacementPlugin: new (re: RegExp, fn: (r: { request: string; context?: string }) => void) => unknown }>(dir, 'webpack');
    plugins.push(
      new webpack.NormalModuleReplacementPlugin(/^\.\.\/locales\/index\.c?js$/, (resource) => {
        if (/[\\/]zod[\\/]v4[\\/](classic|core)$/.test(resource.context ?? '')) {
          resource.request = resource.request.replace('index', 'en');
        }
      }),
    );
    if (isHost) {
      const HtmlWebpackPlugin = requireFrom<PluginCtor>(dir, 'html-webpack-plugin');
      const template = path.join(dir, 'public', 'index.html');
      plugins.push(
        new HtmlWebpackPlugin({
          ...(fs.existsSync(template) ? { template } : { templateContent: defaultHtml(title) }),
          publicPath: '/',
          scriptLoading: 'defer',
          hash: production,
        }),
      );
    }
    // Hidden source maps only on request (SOURCE_MAPS=hidden): nothing served references them.
    const devtool = production ? (process.env.SOURCE_MAPS === 'hidden' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool,
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are served under /mfe/<name>/ (or another origin): resolve at run time.
        publicPath: isHost ? '/' : 'auto',
        // Content hashes on chunks: an old page still finds its chunks after a redeploy. Entry files
        // keep a fixed name (the federation runtime cannot template [contenthash] into them): the
        // shell's index.html adds ?<build hash>, and remoteEntry.js / mf-manifest.json are served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          // .ts and .tsx separately: the tsx parser rejects generic arrows (<T>(x) => x) in .ts files.
          {
            test: /\.[cm]?ts$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { loader: 'ts', target: 'es2020' },
          },
          {
            test: /\.tsx$/,
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: plugins as Configuration['plugins'],
      performance: { hints: false },
      optimization: { moduleIds: production ? 'deterministic' : 'named' },
      devServer: {
        host: '127.0.0.1',
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
        // A remote's standalone dev view: any page path (no file extension) gets the default page.
        setupMiddlewares: (middlewares: unknown[], server: { app?: { get(path: RegExp, handler: (req: unknown, res: { type(t: string): { send(body: string): void } }) => void): void } }) => {
          if (!isHost) server.app?.get(/^\/(?:[^.]*|index\.html)$/, (_req, res) => res.type('html').send(defaultHtml(title, '/main.js')));
          return middlewares;
        },
        ...options.devServer,
      },
    } as Configuration;
  };
}
