import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { startUpstream } from '../testing/upstream-stub';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function putFile(root: string, path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'gw-static-'));
  const put = (path: string, text: string) => putFile(root, path, text);
  put('shell/dist/index.html', '<!doctype html><title>shell</title><div id="root"></div>');
  put('shell/dist/main.js', 'console.log("shell")');
  put('shell/dist/vendors.3f9a1c0b2d.js', '/* hashed */');
  // Precompressed copies, as compression-webpack-plugin writes them beside the file.
  const big = `/* main */ ${'const shop = "silver and gold";\n'.repeat(200)}`;
  put('shell/dist/main.0a1b2c3d4e.js', big);
  writeFileSync(join(root, 'shell/dist/main.0a1b2c3d4e.js.br'), brotliCompressSync(big));
  writeFileSync(join(root, 'shell/dist/main.0a1b2c3d4e.js.gz'), gzipSync(big));
  put('shell/dist/theme.0a1b2c3d4e.css', 'body{color:#222}');
  writeFileSync(join(root, 'shell/dist/theme.0a1b2c3d4e.css.gz'), gzipSync('body{color:#222}'));
  for (const name of ['catalog', 'product', 'cart', 'account', 'admin']) {
    // Each build declares the paths its remote owns (the runtime configuration serves them).
    put(
      `mfe-${name}/dist/mf-manifest.json`,
      JSON.stringify({ name: `mfe_${name}`, metaData: { rmj: { paths: [`/${name}/*`] } } }),
    );
    put(`mfe-${name}/dist/remoteEntry.js`, `/* ${name} entry */`);
    put(`mfe-${name}/dist/src_exposes_pages.0123456789.js`, `/* ${name} pages */`);
  }
  return root;
}

describe('gateway static serving (STATIC_ROOT set)', () => {
  let app: INestApplication;
  let gateway: string;
  let catalog: Awaited<ReturnType<typeof startUpstream>>;
  let root: string;

  beforeAll(async () => {
    catalog = await startUpstream();
    root = fakeBuilds();
    ({ app, url: gateway } = await createTestGateway({ STATIC_ROOT: root, CATALOG_URL: catalog.url }));
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('serves the shell at / with no-cache', async () => {
    const res = await request(gateway).get('/').set('accept', 'text/html').expect(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/product/64b7f0c2a1', '/category/women', '/custom/kids/rings', '/track-order', '/search'])(
    'answers the client-side route %s with index.html',
    async (path) => {
      const res = await request(gateway)
        .get(path)
        .set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
        .expect(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the brotli copy to a browser that accepts br, gzip to one that accepts only gzip, and the file to others', async () => {
    const br = await request(gateway)
      .get('/main.0a1b2c3d4e.js')
      .set('accept-encoding', 'gzip, deflate, br')
      .buffer(true)
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    const gz = await request(gateway).get('/main.0a1b2c3d4e.js').set('accept-encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('/* main */');
    const css = await request(gateway).get('/theme.0a1b2c3d4e.css').set('accept-encoding', 'gzip, br').expect(200);
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const plain = await request(gateway).get('/main.0a1b2c3d4e.js').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('/* main */');
  });

  it('serves content-hashed files as immutable and unhashed ones as no-cache', async () => {
    expect((await request(gateway).get('/vendors.3f9a1c0b2d.js').expect(200)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await request(gateway).get('/main.js').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing asset, the API, or a JSON request with the page', async () => {
    await request(gateway).get('/missing.1234abcd.js').set('accept', '*/*').expect(404);
    const api = await request(gateway).get('/api/nothing-here').set('accept', 'text/html').expect(404);
    expect(api.body.message).toBe('No API route for GET /api/nothing-here');
    await request(gateway).get('/some/page').set('accept', 'application/json').expect(404);
    await request(gateway).post('/some/page').set('accept', 'text/html').expect(404);
  });

  it('serves each remote under /mfe/<name>/ with CORS and the right cache headers, a fifth one too', async () => {
    for (const name of ['catalog', 'product', 'cart', 'account', 'admin']) {
      const manifest = await request(gateway)
        .get(`/mfe/${name}/mf-manifest.json`)
        .set('origin', 'https://shop.example.in')
        .expect(200);
      expect(manifest.body).toEqual(expect.objectContaining({ name: `mfe_${name}` }));
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const entry = await request(gateway).get(`/mfe/${name}/remoteEntry.js`).expect(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['content-type']).toMatch(/javascript/);
      const chunk = await request(gateway).get(`/mfe/${name}/src_exposes_pages.0123456789.js`).expect(200);
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('answers from memory with the very headers serve-static gives from disk (an If-Match request is still served from disk)', async () => {
    const perRequest = (headers: Record<string, string>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    const cases: Array<[string, Record<string, string>]> = [
      ['/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/main.0a1b2c3d4e.js', { 'accept-encoding': 'identity' }],
      ['/theme.0a1b2c3d4e.css', { 'accept-encoding': 'gzip, br' }],
      ['/vendors.3f9a1c0b2d.js', {}],
      ['/mfe/cart/remoteEntry.js', { origin: 'https://shop.example.in' }],
      ['/category/women', { accept: 'text/html' }],
    ];
    for (const [path, headers] of cases) {
      const memory = await request(gateway).get(path).set(headers).buffer(true).expect(200);
      const disk = await request(gateway).get(path).set(headers).set('if-match', '*').buffer(true).expect(200);
      expect(perRequest(memory.headers)).toEqual(perRequest(disk.headers));
      expect(memory.body).toEqual(disk.body);
      const head = await request(gateway).head(path).set(headers).expect(200);
      expect(head.headers['content-length']).toBe(memory.headers['content-length']);
      const again = await request(gateway).get(path).set(headers).set('if-none-match', memory.headers.etag).expect(304);
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(memory.headers.etag);
    }
  });

  it('sees a file replaced under STATIC_ROOT within a second (a remote redeployed)', async () => {
    const before = await request(gateway).get('/mfe/account/remoteEntry.js').expect(200);
    expect(before.text).toBe('/* account entry */');
    writeFileSync(join(root, 'mfe-account/dist/remoteEntry.js'), '/* account entry, release 2 */');
    putFile(root, 'mfe-account/dist/src_exposes_new.0123456789.js', '/* new chunk */');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await request(gateway).get('/mfe/account/remoteEntry.js').expect(200);
    expect(after.text).toBe('/* account entry, release 2 */');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await request(gateway).get('/mfe/account/src_exposes_new.0123456789.js').expect(200, '/* new chunk */');
  });

  it('answers a CORS preflight on /mfe', async () => {
    const res = await request(gateway)
      .options('/mfe/cart/mf-manifest.json')
      .set('origin', 'https://shop.example.in')
      .set('access-control-request-method', 'GET')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
  });

  it('answers a missing file under /mfe with a 404, never the shell page', async () => {
    const res = await request(gateway).get('/mfe/cart/missing-chunk.js').set('accept', 'text/html').expect(404);
    expect(res.text).not.toContain('<title>shell</title>');
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No file at /mfe/cart/missing-chunk.js' });
    await request(gateway).get('/mfe/unknown/mf-manifest.json').expect(404);
    await request(gateway).get('/mfe/../shell/dist/index.html').expect(404);
    await request(gateway).get('/mfe/Admin/mf-manifest.json').expect(404);
    await request(gateway).get('/mfe/cart/').set('accept', 'text/html').expect(404);
  });

  it('keeps its own routes: runtime config and health are not shadowed by the SPA fallback', async () => {
    const res = await request(gateway).get('/config/runtime.json').set('accept', 'text/html').expect(200);
    expect(res.body.remotes.mfe_cart.entry).toBe('/mfe/cart/mf-manifest.json');
    // A build on disk is served, but the shop names only the remotes it is configured with.
    expect(res.body.remotes.mfe_admin).toBeUndefined();
    await request(gateway).get('/health/live').set('accept', 'text/html').expect(200, { status: 'ok' });
    // identity's internal paths are never answered with the page either.
    const internal = await request(gateway).get('/internal/sessions/abc').set('accept', 'text/html').expect(404);
    expect(internal.text).not.toContain('<title>shell</title>');
  });
});

describe('gateway without STATIC_ROOT (Kubernetes: static Deployments serve the bundles)', () => {
  it('serves no files and no page', async () => {
    const { app, url } = await createTestGateway();
    try {
      await request(url).get('/').set('accept', 'text/html').expect(404);
      await request(url).get('/mfe/cart/mf-manifest.json').expect(404);
      await request(url).get('/config/runtime.json').expect(200);
    } finally {
      await app.close();
    }
  });
});
