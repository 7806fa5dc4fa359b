/**
 * A real HTTP server standing in for the gateway: the shell's index.html, the runtime configuration,
 * the remotes' manifests with their declared pages, the catalogue's version (changeable) and nothing
 * else (so a product's head falls back to the static one).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { declarationFile } from './declared-pages';

export const SHELL_INDEX = [
  '<!doctype html><html lang=en><head><meta charset=utf-8>',
  '<meta name=rmj-font-ta content=/assets/noto-sans-tamil-tamil-400-normal.0a1b2c3d4e.woff2>',
  '<title>RMJ Jewellers — Silver & Gold</title>',
  '<link rel=stylesheet href=/main.0a1b2c3d4e.css>',
  '<script defer src=/main.0a1b2c3d4e.js></script></head>',
  '<body><noscript>Please enable JavaScript to use the shop.</noscript><div id=root></div></body></html>',
].join('');

export const RUNTIME_CONFIG = {
  remotes: {
    mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: ['/', '/category/*', '/search'] },
    mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: ['/cart/*', '/checkout/*'] },
  },
  chatPhone: '919000000000',
};

export async function startFakeShell() {
  const state = { catalogueVersion: 'v1', indexHtml: SHELL_INDEX, versionCalls: 0 };
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/index.html') {
      const etag = `"${state.indexHtml.length}-${Buffer.from(state.indexHtml).toString('base64').slice(-12)}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag }).end(state.indexHtml);
      return;
    }
    if (path === '/config/runtime.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RUNTIME_CONFIG));
      return;
    }
    const manifest = path.startsWith('/mfe/') ? declarationFile(path) : undefined;
    if (manifest !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
      return;
    }
    if (path === '/api/catalogue/version') {
      state.versionCalls += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, version: state.catalogueVersion }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
