// mfe-admin: the back office, a Module Federation remote. The shared config lives in @rmj/mf-config.
const { createWebpackConfig } = require('@rmj/mf-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 8086,
  exposes: { './routes': './src/exposes/routes.ts' },
});
