// The shell (host). No remote URL is baked in: remotes are registered at run time from
// /config/runtime.json. For `pnpm --filter shell dev` the dev server answers that file with the
// remotes' own dev servers and forwards /api to the gateway.
const path = require('node:path');
const { BRAND_FULL_NAME } = require('@rmj/contracts');
const { createWebpackConfig, remoteDeclaredPaths, remoteFolder } = require('@rmj/mf-config');

/** @type {Record<import('@rmj/contracts').RemoteName, number>} */
const remotePorts = { mfe_catalog: 8082, mfe_product: 8083, mfe_cart: 8084, mfe_account: 8085, mfe_admin: 8086 };
const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:8080';

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 8081,
  isHost: true,
  title: BRAND_FULL_NAME,
  // The runtime configuration: requested in parallel with main.js, not after it runs.
  preload: ['/config/runtime.json'],
  // Named in index.html: the render service preloads the Tamil text font on Tamil pages only.
  languageFonts: { ta: 'noto-sans-tamil-tamil-400-normal' },
  // The server build (dist/server/): the render service loads its ./ssr module through Module Federation.
  serverExposes: { './ssr': './src/ssr/index.ts' },
  devServer: {
    proxy: [{ context: ['/api'], target: gateway, changeOrigin: true }],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/config/runtime.json', (_req, res) => {
        const remotes = Object.fromEntries(
          Object.entries(remotePorts).map(([name, port]) => [
            name,
            {
              entry: `http://127.0.0.1:${port}/mf-manifest.json`,
              // The paths each remote declares in its route list, read on every request.
              paths: remoteDeclaredPaths(
                path.join(__dirname, '..', remoteFolder(/** @type {import('@rmj/contracts').RemoteName} */ (name))),
              ),
            },
          ]),
        );
        res.json({ remotes, chatPhone: process.env.SELLER_PHONE || '919000000000' });
      });
      return middlewares;
    },
  },
});
