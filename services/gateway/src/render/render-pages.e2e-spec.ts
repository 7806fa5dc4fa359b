import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestGateway } from '../testing/test-app';
import { closedPort, startUpstream, type StubHandler } from '../testing/upstream-stub';

const SHELL_PAGE = '<!doctype html><title>shell</title><div id="root"></div>';
const RENDERED = `<!doctype html><title>Women</title><div id="root"><h1>Women's jewellery</h1>${'<a href="/product/1">Ring</a>'.repeat(100)}</div>`;

function staticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gw-render-'));
  const put = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  put('shell/dist/index.html', SHELL_PAGE);
  put('shell/dist/mf-manifest.json', '{"name":"shell"}');
  put(
    'mfe-catalog/dist/mf-manifest.json',
    JSON.stringify({ name: 'mfe_catalog', metaData: { rmj: { paths: ['/category/*'] } } }),
  );
  put('mfe-catalog/dist/remoteEntry.js', '/* catalog entry */');
  for (const name of ['product', 'cart', 'account'])
    put(
      `mfe-${name}/dist/mf-manifest.json`,
      JSON.stringify({ name: `mfe_${name}`, metaData: { rmj: { paths: [`/${name}/*`] } } }),
    );
  return root;
}

/** The render service stand-in: a page, a 404 page, sitemap and robots, a 500 and a silent path. */
const fakeRender: StubHandler = (req, res) => {
  const path = req.url.split('?')[0];
  if (path === '/broken') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('render failed');
  if (path === '/slow') return; // never answers
  if (path === '/sitemap.xml') {
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end('<urlset></urlset>');
    return;
  }
  res.writeHead(path === '/gone' ? 404 : 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate',
    etag: '"page-1"',
    'x-rmj-render': 'server',
    'content-security-policy': 'default-src *',
  });
  res.end(req.method === 'HEAD' ? undefined : RENDERED);
};

describe('gateway with the render service', () => {
  let app: INestApplication;
  let gateway: string;
  let render: Awaited<ReturnType<typeof startUpstream>>;
  let catalog: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    render = await startUpstream(fakeRender);
    catalog = await startUpstream();
    ({ app, url: gateway } = await createTestGateway({
      STATIC_ROOT: staticRoot(),
      RENDER_URL: render.url,
      RENDER_TIMEOUT_MS: '300',
      CATALOG_URL: catalog.url,
    }));
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([render.close(), catalog.close()]);
  });
  const rendersOf = (path: string) => render.received.filter((r) => r.url.split('?')[0] === path);

  it("passes the rendered page through with its status and headers, and the gateway's security headers", async () => {
    const res = await request(gateway)
      .get('/category/women?sort=price-asc')
      .set('accept', 'text/html,application/xhtml+xml')
      .set('cookie', 'session=secret')
      .set('authorization', 'Bearer secret')
      .set('x-forwarded-for', '198.51.100.7')
      .expect(200);
    expect(res.text).toBe(RENDERED);
    expect(res.headers['x-rmj-render']).toBe('server');
    expect(res.headers.etag).toBe('"page-1"');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    // The gateway's own CSP, never the one from behind it.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
    const [seen] = rendersOf('/category/women');
    expect(seen.url).toBe('/category/women?sort=price-asc');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-forwarded-host']).toBeTruthy();
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-request-id']).toBe(res.headers['x-request-id']);
    const missing = await request(gateway).get('/gone').set('accept', 'text/html').expect(404);
    expect(missing.text).toBe(RENDERED);
    // A link-preview robot that accepts anything gets the rendered page too.
    const robot = await request(gateway).get('/category/couples').set('accept', '*/*').expect(200);
    expect(robot.headers['x-rmj-render']).toBe('server');
  });

  it('renders a Tamil address like an English one, and sends a shopper who chose Tamil to it', async () => {
    const tamil = await request(gateway).get('/ta/category/women').set('accept', 'text/html').expect(200);
    expect(tamil.headers['x-rmj-render']).toBe('server');
    expect(rendersOf('/ta/category/women')).toHaveLength(1);
    const home = await request(gateway).get('/ta').set('accept', 'text/html').expect(200);
    expect(home.headers['x-rmj-render']).toBe('server');

    const remembered = await request(gateway)
      .get('/category/women?sort=price-asc')
      .set('accept', 'text/html')
      .set('cookie', 'session=x; rmj_lang=ta')
      .expect(302);
    expect(remembered.headers.location).toBe('/ta/category/women?sort=price-asc');
    expect(remembered.headers['cache-control']).toBe('private, no-store');
    expect(remembered.headers.vary).toMatch(/Cookie/);
    const root = await request(gateway).get('/').set('accept', 'text/html').set('cookie', 'rmj_lang=ta').expect(302);
    expect(root.headers.location).toBe('/ta');
  });

  it('never redirects the back office, the API, files, a Tamil page or a shopper who chose English', async () => {
    const ta = 'rmj_lang=ta';
    await request(gateway).get('/admin/orders').set('accept', 'text/html').set('cookie', ta).expect(200);
    await request(gateway).get('/api/all-products').set('accept', 'text/html').set('cookie', ta).expect(200);
    await request(gateway).get('/mfe/catalog/remoteEntry.js').set('cookie', ta).expect(200);
    await request(gateway).get('/sitemap.xml').set('cookie', ta).expect(200);
    await request(gateway).get('/ta/cart').set('accept', 'text/html').set('cookie', ta).expect(200);
    await request(gateway).get('/cart').set('accept', 'application/json').set('cookie', ta).expect(404);
    await request(gateway).get('/cart').set('accept', 'text/html').set('cookie', 'rmj_lang=en').expect(200);
  });

  it('compresses the rendered page for a browser that accepts it', async () => {
    const res = await request(gateway)
      .get('/category/men')
      .set('accept', 'text/html')
      .set('accept-encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(RENDERED);
  });

  it("serves the shell's index.html when the render service answers 5xx or stays silent past the time-out", async () => {
    const broken = await request(gateway).get('/broken').set('accept', 'text/html').expect(200);
    expect(broken.text).toBe(SHELL_PAGE);
    expect(broken.headers['x-rmj-render']).toBeUndefined();
    const slow = await request(gateway).get('/slow').set('accept', 'text/html').timeout(5000).expect(200);
    expect(slow.text).toBe(SHELL_PAGE);
  });

  it('passes /sitemap.xml through', async () => {
    const res = await request(gateway).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toBe('<urlset></urlset>');
  });

  it('leaves the API, the bundles, index.html, the shell manifest and non-page requests alone', async () => {
    const before = render.received.length;
    const api = await request(gateway).get('/api/all-products').set('accept', 'text/html').expect(200);
    expect(api.headers['x-upstream']).toBe('stub');
    await request(gateway)
      .get('/mfe/catalog/remoteEntry.js')
      .set('accept', 'text/html')
      .expect(200, '/* catalog entry */');
    const index = await request(gateway).get('/index.html').set('accept', 'text/html').expect(200);
    expect(index.text).toBe(SHELL_PAGE);
    await request(gateway).get('/mf-manifest.json').expect(200, '{"name":"shell"}');
    await request(gateway).get('/config/runtime.json').set('accept', 'text/html').expect(200);
    await request(gateway).get('/health/live').set('accept', 'text/html').expect(200);
    // A script asking for JSON, and a POST, are not navigations.
    await request(gateway).get('/category/women').set('accept', 'application/json');
    await request(gateway).post('/category/women').set('accept', 'text/html');
    expect(render.received.length).toBe(before);
  });

  it('forwards HEAD as HEAD', async () => {
    const res = await request(gateway).head('/category/kids').set('accept', 'text/html').expect(200);
    expect(res.headers['x-rmj-render']).toBe('server');
    expect(rendersOf('/category/kids').map((r) => r.method)).toEqual(['HEAD']);
  });
});

describe('gateway when the render service is down', () => {
  let app: INestApplication;
  let gateway: string;

  beforeAll(async () => {
    ({ app, url: gateway } = await createTestGateway({
      STATIC_ROOT: staticRoot(),
      RENDER_URL: `http://127.0.0.1:${await closedPort()}`,
    }));
  });
  afterAll(() => app.close());

  it("serves the shell's index.html for a page, and a 503 for sitemap and robots", async () => {
    const page = await request(gateway).get('/category/women').set('accept', 'text/html').timeout(3000).expect(200);
    expect(page.text).toBe(SHELL_PAGE);
    expect(page.headers['cache-control']).toBe('no-cache');
    const robots = await request(gateway).get('/robots.txt').expect(503);
    expect(robots.headers['retry-after']).toBe('30');
    await request(gateway).get('/sitemap.xml').expect(503);
  });
});

describe('gateway page renders are limited per client and bounded in number', () => {
  const page = (url: string, from = '198.51.100.20') =>
    request(gateway).get(url).set('accept', 'text/html').set('x-forwarded-for', from);
  let app: INestApplication;
  let gateway: string;
  let render: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    render = await startUpstream(fakeRender);
    ({ app, url: gateway } = await createTestGateway({
      STATIC_ROOT: staticRoot(),
      RENDER_URL: render.url,
      RENDER_TIMEOUT_MS: '1500',
      RENDER_RATE_LIMIT_PER_MINUTE: '3',
      RENDER_CONCURRENCY_MAX: '1',
      TRUST_PROXY: 'loopback',
    }));
  });
  afterAll(async () => {
    await app.close();
    await render.close();
  });

  it("renders a client's first pages, then serves it the shell's index.html without asking the render service", async () => {
    for (let i = 0; i < 3; i += 1) expect((await page(`/category/women?n=${i}`).expect(200)).text).toBe(RENDERED);
    const past = await page('/category/women?n=3').expect(200);
    expect(past.text).toBe(SHELL_PAGE);
    expect(render.received.filter((r) => r.url === '/category/women?n=3')).toHaveLength(0);
    // Another client still gets rendered pages.
    expect((await page('/category/women?n=4', '198.51.100.21').expect(200)).text).toBe(RENDERED);
  });

  it("past RENDER_CONCURRENCY_MAX renders at once, a page is the shell's index.html at once", async () => {
    const slow = page('/slow', '198.51.100.30').then((res) => res);
    while (!render.received.some((r) => r.url === '/slow')) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    const busy = await page('/category/men', '198.51.100.31').expect(200);
    expect(busy.text).toBe(SHELL_PAGE);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(render.received.filter((r) => r.url === '/category/men')).toHaveLength(0);
    // The slow render ends by its time-out (the shell page); then a slot is free again.
    expect((await slow).text).toBe(SHELL_PAGE);
    expect((await page('/category/men', '198.51.100.31').expect(200)).text).toBe(RENDERED);
  });
});

describe('gateway when a shopper leaves before the page is rendered', () => {
  let app: INestApplication;
  let gateway: string;
  let render: Awaited<ReturnType<typeof startUpstream>>;
  const closedBeforeAnswer: string[] = [];

  beforeAll(async () => {
    // The render service stand-in holds every page (a render waiting for its slot or the shell) and notes its request closing.
    render = await startUpstream((req, res) => {
      res.on('close', () => {
        if (!res.writableFinished) closedBeforeAnswer.push(req.url);
      });
    });
    ({ app, url: gateway } = await createTestGateway({
      STATIC_ROOT: staticRoot(),
      RENDER_URL: render.url,
      // Far longer than the test: only the shopper leaving may close the request.
      RENDER_TIMEOUT_MS: '60000',
    }));
  });
  afterAll(async () => {
    await app.close();
    await render.close();
  });

  it('closes its request to the render service at once', async () => {
    const shopper = http.get(`${gateway}/category/women?left=1`, { agent: false, headers: { accept: 'text/html' } });
    shopper.on('error', () => undefined);
    while (!render.received.some((r) => r.url === '/category/women?left=1'))
      await new Promise((resolve) => setTimeout(resolve, 10));
    shopper.destroy();
    while (closedBeforeAnswer.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closedBeforeAnswer).toEqual(['/category/women?left=1']);
  });
});
