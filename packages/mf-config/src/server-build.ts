// The server build of an app: the same sources as a second Module Federation container for Node
// (target async-node, CommonJS), written to dist/server/ beside the browser build and named in the
// browser manifest (`metaData.ssrRemoteEntry`). The render service loads the shell's container and
// the shell loads the remotes' containers over HTTP through Module Federation's Node runtime
// (`@module-federation/node`'s runtime plugin fetches each chunk from the container's folder), so a
// remote swapped at run time is swapped on the server too.
import * as path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { sharedFor } from './shared';

export { MiniCssExtractPlugin };

/**
 * How CSS is handled: `inject` (style-loader, development), `extract` (files, production browser
 * builds), `server` (class names resolved, nothing emitted: the browser build's files are linked).
 */
export function cssRules(mode: 'inject' | 'extract' | 'server'): RuleSetRule[] {
  if (mode === 'inject') return [{ test: /\.css$/, use: ['style-loader', 'css-loader'] }];
  return [
    {
      test: /\.css$/,
      use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: mode === 'extract' } }, { loader: 'css-loader' }],
    },
  ];
}

/** TypeScript through esbuild for `target` ('es2020' in browsers, 'node20' on the server). */
export function scriptRules(target: string): RuleSetRule[] {
  return [
    // .ts and .tsx separately: the tsx parser rejects generic arrows (<T>(x) => x) in .ts files.
    {
      test: /\.[cm]?ts$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      options: { loader: 'ts', target },
    },
    {
      test: /\.tsx$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      options: { loader: 'tsx', target, jsx: 'automatic' },
    },
  ];
}

type PluginCtor = new (options: Record<string, unknown>) => unknown;

/** What serverBuildConfig needs from the app's build. */
export interface ServerBuildOptions {
  dir: string;
  name: string;
  mode: 'production' | 'development' | 'none';
  exposes: Record<string, string>;
  uniqueName: string;
  define: Record<string, string>;
  ModuleFederationPlugin: PluginCtor;
  webpack: { DefinePlugin: PluginCtor };
  folder: string;
  remoteEntry: string;
}

/** The webpack configuration of an app's server container. */
export function serverBuildConfig(options: ServerBuildOptions): Configuration {
  const { dir, name, mode, exposes, webpack, ModuleFederationPlugin } = options;
  return {
    name: 'server',
    mode,
    context: dir,
    // The container is the only entry.
    entry: {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', options.folder),
      // Chunks are found next to the container's own URL (the Node runtime plugin's fallback).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      uniqueName: options.uniqueName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        ...scriptRules('node20'),
        ...cssRules('server'),
        // Files keep the browser build's names; the server never serves them.
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false, filename: 'assets/[name].[contenthash:10][ext]' },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: options.remoteEntry,
        exposes,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        shared: sharedFor(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        dev: false,
      }),
      new webpack.DefinePlugin(options.define),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].css', ignoreOrder: true }),
    ] as Configuration['plugins'],
    performance: { hints: false },
    // Readable stack traces in the render service's logs; nothing here is downloaded by a browser.
    optimization: { minimize: false, moduleIds: 'deterministic' },
  };
}
