// mfe-catalog: a Module Federation remote. The shared config lives in @rmj/mf-config.
const { createWebpackConfig } = require('@rmj/mf-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_catalog',
  port: 8082,
  exposes: { './routes': './src/exposes/routes.ts' },
  // The server build (dist/server/) the render service's shell loads for server-rendered pages.
  serverExposes: { './routes': './src/exposes/routes.ts' },
});
