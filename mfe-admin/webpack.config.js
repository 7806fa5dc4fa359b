// mfe-admin: the back office, a Module Federation remote. The shared config lives in @rmj/mf-config.
const { createWebpackConfig } = require('@rmj/mf-config');

const shared = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 8086,
  exposes: { './routes': './src/exposes/routes.ts' },
});

/**
 * The reports screen's chart library (recharts and the d3 parts it brings) in files of at most
 * ~110 KB minified (under the 40 KiB of brotli a file the budgets allow): it loads only on that
 * screen, in a few parallel requests instead of one large one.
 */
const CHART_CHUNKS = {
  test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|es-toolkit)[@\\/]/,
  name: false,
  chunks: 'async',
  maxSize: 110_000,
  priority: 20,
  enforce: true,
};

module.exports = (env, argv) => {
  const config = shared(env, argv);
  const splitChunks = config.optimization?.splitChunks;
  // Production only (development has no split chunks); the shared settings object is copied, never changed.
  if (!splitChunks || typeof splitChunks !== 'object') return config;
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, chart: CHART_CHUNKS } },
    },
  };
};
