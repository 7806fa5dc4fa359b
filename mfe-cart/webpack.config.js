// mfe-cart: a Module Federation remote. The shared config lives in @rmj/mf-config.
const { createWebpackConfig } = require('@rmj/mf-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_cart',
  port: 8084,
  // './order-actions': a shopper's order actions, which /welcome (mfe-account) renders too.
  exposes: { './routes': './src/exposes/routes.ts', './order-actions': './src/exposes/order-actions.ts' },
  // The server build (dist/server/) the render service's shell loads for server-rendered pages.
  serverExposes: { './routes': './src/exposes/routes.ts' },
});
