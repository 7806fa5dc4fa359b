import type { INestApplication } from '@nestjs/common';
import { jsonForScript, type SsrModule, type SsrRequest, type SsrResult } from '@rmj/contracts';
import { Metrics, sampleValue } from '@rmj/nest-common';
import http from 'node:http';
import request from 'supertest';
import { SHELL_INDEX, startFakeShell } from '../testing/fake-shell';
import { createTestRender } from '../testing/test-app';

/** A shell server module that records its renders; a test may hold a render open with `gate`. */
function fakeShellModule() {
  const calls: SsrRequest[] = [];
  let gate: Promise<void> | undefined;
  const module: SsrModule = {
    version: 'test',
    async render(req): Promise<SsrResult> {
      calls.push(req);
      await gate;
      const path = req.url.split('?')[0];
      if (path === '/cart') return { kind: 'client', reason: 'personal' };
      if (path === '/broken') throw new Error('mfe_catalog render failed');
      const count = calls.filter((c) => c.url === req.url).length;
      return {
        kind: 'rendered',
        status: path === '/no-such-page' ? 404 : 200,
        html: `<main><h1>Page ${path}</h1><p>render ${count}</p></main>`,
        state: jsonForScript({ page: path, note: '</script><b>' }),
        remote: 'mfe_catalog',
        route: path,
        styles: ['/main.0a1b2c3d4e.css', '/mfe/catalog/pages.1234567890.css'],
        clientRegions: path === '/slow-region' ? 1 : 0,
      };
    },
  };
  return {
    module,
    calls,
    rendersOf: (url: string) => calls.filter((c) => c.url === url).length,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

describe('render service pages', () => {
  let shell: Awaited<ReturnType<typeof startFakeShell>>;
  let fake: ReturnType<typeof fakeShellModule>;
  let app: INestApplication;
  let render: string;

  beforeAll(async () => {
    shell = await startFakeShell();
    fake = fakeShellModule();
    ({ app, url: render } = await createTestRender(shell.url, fake.module));
  });
  afterAll(async () => {
    await app.close();
    await shell.close();
  });

  it('answers a rendered page: the render in the root, the state script, style sheets, head tags', async () => {
    const res = await request(render).get('/category/women?sort=price-asc').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['x-rmj-render']).toBe('server');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toBeTruthy();
    expect(res.text).toContain(
      '<div id="root"><main><h1>Page /category/women</h1><p>render 1</p></main></div><script type="application/json" id="__RMJ_SSR__">',
    );
    // The state cannot end its script element.
    expect(res.text).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
    expect(res.text).not.toContain('<noscript>');
    expect(res.text.match(/main\.0a1b2c3d4e\.css/g)).toHaveLength(1);
    expect(res.text).toContain('<link rel="stylesheet" href="/mfe/catalog/pages.1234567890.css">');
    // The SEO module's head: one title, the page's own, and a canonical link on the shop's origin.
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).not.toContain('<title>RMJ Jewellers — Silver & Gold</title>');
    expect(res.text).toMatch(/<link rel="canonical" href="https:\/\/shop\.example\.in\/category\/women/);
    expect(res.text).toContain('<script defer src=/main.0a1b2c3d4e.js></script>');
    // Rendered by the parameters pages read: `sort` is none of them (pageCacheAddress).
    const [req] = fake.calls.filter((c) => c.url === '/category/women');
    expect(req).toMatchObject({ shellOrigin: shell.url, apiOrigin: shell.url, budgetMs: 800 });
    expect(req.runtimeConfig.remotes.mfe_cart?.entry).toBe('/mfe/cart/mf-manifest.json');
  });

  it('answers a Tamil address in Tamil: lang="ta", the Tamil font preloaded, its own canonical, both alternates', async () => {
    const res = await request(render).get('/ta/category/women').expect(200);
    expect(res.headers['x-rmj-render']).toBe('server');
    expect(res.text).toContain('<html lang="ta">');
    expect(res.text).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-tamil-tamil-400-normal.0a1b2c3d4e.woff2">',
    );
    expect(res.text).toContain('<link rel="canonical" href="https://shop.example.in/ta/category/women">');
    expect(res.text).toContain('<link rel="alternate" hreflang="en-IN" href="https://shop.example.in/category/women">');
    // Its own page in the cache, apart from the English one.
    expect(fake.rendersOf('/ta/category/women')).toBe(1);
    const english = await request(render).get('/category/women').expect(200);
    expect(english.text).toContain('<html lang=en>');
    expect(english.text).not.toContain('as="font"');
  });

  it('serves the same page from its cache, and a 304 to a browser that has it', async () => {
    const first = await request(render).get('/category/kids').expect(200);
    const again = await request(render).get('/category/kids').expect(200);
    expect(again.headers['x-rmj-render']).toBe('cache');
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(fake.rendersOf('/category/kids')).toBe(1);
    await request(render).get('/category/kids').set('if-none-match', first.headers.etag).expect(304);
    // Another query is another page.
    await request(render).get('/category/kids?page=2').expect(200);
    expect(fake.rendersOf('/category/kids?page=2')).toBe(1);
  });

  it('answers a personal page with index.html unchanged, never stored', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await request(render).get('/cart').expect(200);
      expect(res.text).toBe(SHELL_INDEX);
      expect(res.headers['x-rmj-render']).toBe('client');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(fake.rendersOf('/cart')).toBe(2);
  });

  it('answers index.html unchanged when the render throws: the page still arrives', async () => {
    const res = await request(render).get('/broken').expect(200);
    expect(res.text).toBe(SHELL_INDEX);
    expect(res.headers['x-rmj-render']).toBe('client');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a path no remote has at 404, and does not keep a page with regions left to the browser', async () => {
    const missing = await request(render).get('/no-such-page').expect(404);
    expect(missing.text).toContain('<h1>Page /no-such-page</h1>');
    await request(render).get('/slow-region').expect(200);
    const again = await request(render).get('/slow-region').expect(200);
    expect(again.headers['x-rmj-render']).toBe('server');
    expect(fake.rendersOf('/slow-region')).toBe(2);
  });

  it('renders a URL asked for by two shoppers at once only once', async () => {
    const open = fake.hold();
    const both = Promise.all([request(render).get('/category/couples'), request(render).get('/category/couples')]);
    // Both requests are in the service before the render may finish.
    while (fake.rendersOf('/category/couples') === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    const [a, b] = await both;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.text).toBe(b.text);
    expect(a.text).toContain('<p>render 1</p>');
    expect(fake.rendersOf('/category/couples')).toBe(1);
  });

  it('drops its pages when the catalogue version changes', async () => {
    await request(render).get('/category/men').expect(200);
    expect((await request(render).get('/category/men')).headers['x-rmj-render']).toBe('cache');
    shell.state.catalogueVersion = 'v2';
    // The version is asked at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await request(render).get('/category/men').expect(200);
    expect(after.headers['x-rmj-render']).toBe('server');
    expect(after.text).toContain('<p>render 2</p>');
    expect(fake.rendersOf('/category/men')).toBe(2);
  });

  it('keeps its other routes: health, robots.txt; no page for files, the API or bundles', async () => {
    await request(render).get('/health/live').expect(200, { status: 'ok' });
    const robots = await request(render).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/favicon.ico', '/api/products/x', '/mfe/cart/remoteEntry.js']) {
      const res = await request(render).get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('counts its pages by outcome and times its renders', async () => {
    const text = await app.get(Metrics).registry.metrics();
    const count = (outcome: string) => sampleValue(text, 'rmj_renders_total', { outcome });
    expect(count('server')).toBeGreaterThanOrEqual(8);
    expect(count('cache')).toBeGreaterThanOrEqual(3);
    expect(count('client')).toBe(2);
    expect(count('failed')).toBe(1);
    expect(sampleValue(text, 'rmj_render_duration_seconds_count', { outcome: 'server' })).toBe(count('server'));
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await request(render).get('/category/rings').expect(200);
    const res = await request(render).head('/category/rings').expect(200);
    expect(res.headers['x-rmj-render']).toBe('cache');
    expect(res.headers['content-length']).toBe(get.headers['content-length']);
    expect(res.text).toBeUndefined();
  });
});

describe('render service when the shell cannot be loaded', () => {
  it('answers index.html unchanged, and a 503 when not even index.html can be read', async () => {
    const shell = await startFakeShell();
    const { app, url } = await createTestRender(shell.url, () => Promise.reject(new Error('no shell build')));
    try {
      const res = await request(url).get('/category/women').expect(200);
      expect(res.text).toBe(SHELL_INDEX);
      expect(res.headers['x-rmj-render']).toBe('client');
    } finally {
      await app.close();
      await shell.close();
    }
    const down = await createTestRender(shell.url, () => Promise.reject(new Error('no shell build')));
    try {
      await request(down.url).get('/category/women').expect(503);
    } finally {
      await down.app.close();
    }
  });
});

describe('render service under addresses made to fill it', () => {
  let shell: Awaited<ReturnType<typeof startFakeShell>>;
  let fake: ReturnType<typeof fakeShellModule>;
  let app: INestApplication;
  let render: string;
  const pages = async (name: 'rmj_cache_bytes' | 'rmj_cache_entries') =>
    sampleValue(await app.get(Metrics).registry.metrics(), name, { cache: 'pages' });

  beforeAll(async () => {
    shell = await startFakeShell();
    fake = fakeShellModule();
    // Pages of about 60 KB (a real listing page is of that order).
    const render0 = fake.module.render.bind(fake.module);
    fake.module.render = async (req) => {
      const result = await render0(req);
      return result.kind === 'rendered' ? { ...result, html: `${result.html}<p>${'₹'.repeat(30_000)}</p>` } : result;
    };
    ({ app, url: render } = await createTestRender(shell.url, fake.module, {
      RENDER_CACHE_MB: '1',
      RENDER_CONCURRENCY: '2',
    }));
  });
  afterAll(async () => {
    await app.close();
    await shell.close();
  });

  it('renders and keeps a page once whatever unknown query parameters it is asked with', async () => {
    const first = await request(render).get('/category/women?utm_source=a').expect(200);
    expect(first.headers['x-rmj-render']).toBe('server');
    for (const query of ['', '?utm_source=b', '?fbclid=1&x=2', '?sort=price-asc&_=123']) {
      const again = await request(render).get(`/category/women${query}`).expect(200);
      expect([query, again.headers['x-rmj-render']]).toEqual([query, 'cache']);
    }
    expect(fake.calls.map((c) => c.url)).toEqual(['/category/women']);
    // What pages read still makes its own page.
    await request(render).get('/search?q=ring&utm=1').expect(200);
    await request(render).get('/search?q=ring&page=2').expect(200);
    expect(fake.calls.map((c) => c.url)).toContain('/search?q=ring');
    expect(fake.calls.map((c) => c.url)).toContain('/search?q=ring&page=2');
  });

  it('keeps its pages under RENDER_CACHE_MB however many addresses are asked for', async () => {
    for (let i = 0; i < 60; i += 1) {
      await request(render).get(`/product/p${i}`).expect(200);
      expect(await pages('rmj_cache_bytes')).toBeLessThanOrEqual(1024 * 1024);
    }
    expect(await pages('rmj_cache_bytes')).toBeGreaterThan(512 * 1024);
    expect(await pages('rmj_cache_entries')).toBeLessThan(60);
  }, 60_000);

  it("runs at most RENDER_CONCURRENCY renders: past it a new page is the shell's index.html at once", async () => {
    const open = fake.hold();
    const started = (url: string) =>
      request(render)
        .get(url)
        .then((res) => res);
    const held = [started('/category/men'), started('/category/kids')];
    while (fake.rendersOf('/category/men') + fake.rendersOf('/category/kids') < 2) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const busy = await request(render).get('/category/couples').expect(200);
    expect(busy.text).toBe(SHELL_INDEX);
    expect(busy.headers['x-rmj-render']).toBe('client');
    expect(busy.headers['cache-control']).toBe('no-cache');
    expect(fake.rendersOf('/category/couples')).toBe(0);
    // A page already being rendered is still waited for, not refused.
    const joined = started('/category/men?utm=1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    open();
    for (const res of await Promise.all([...held, joined])) expect(res.headers['x-rmj-render']).toBe('server');
    expect(fake.rendersOf('/category/men')).toBe(1);
    const text = await app.get(Metrics).registry.metrics();
    expect(sampleValue(text, 'rmj_renders_total', { outcome: 'busy' })).toBe(1);
    // Once a slot is free, pages are rendered again.
    expect((await request(render).get('/category/couples')).headers['x-rmj-render']).toBe('server');
  });
});

describe('render service when shoppers leave before their render begins', () => {
  let shell: Awaited<ReturnType<typeof startFakeShell>>;
  let fake: ReturnType<typeof fakeShellModule>;
  let app: INestApplication;
  let render: string;
  // The shell's server module is still loading (as at start or after a release): renders wait for it, holding their slot.
  let loads = 0;
  let loading: Promise<void> | undefined;
  const holdLoad = () => {
    let open!: () => void;
    loading = new Promise((resolve) => (open = resolve));
    return () => {
      loading = undefined;
      open();
    };
  };
  const until = async (done: () => boolean | Promise<boolean>) => {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      app.getHttpServer().getConnections((err: Error | null, n: number) => (err ? reject(err) : resolve(n))),
    );
  /** A page asked for on its own connection, which the test can close before the answer. */
  const ask = (path: string) => {
    const req = http.get(`${render}${path}`, { agent: false });
    const answered = new Promise<{ render: string | undefined }>((resolve) =>
      req.on('response', (res) => {
        res.resume();
        resolve({ render: res.headers['x-rmj-render'] as string | undefined });
      }),
    );
    req.on('error', () => undefined);
    return { leave: () => req.destroy(), answered };
  };

  beforeAll(async () => {
    shell = await startFakeShell();
    fake = fakeShellModule();
    ({ app, url: render } = await createTestRender(
      shell.url,
      async () => {
        loads += 1;
        await loading;
        return fake.module;
      },
      { RENDER_CONCURRENCY: '1' },
    ));
  });
  afterAll(async () => {
    await app.close();
    await shell.close();
  });

  it('begins no render for a shopper who left while it waited, frees the slot, and still renders for one who stays', async () => {
    const openLoad = holdLoad();
    const atStart = loads;
    const gone = ask('/category/rings');
    await until(() => loads > atStart); // its render holds the only slot, waiting for the shell
    const joined = ask('/category/bangles'); // every slot taken: the shell's index.html at once
    expect((await joined.answered).render).toBe('client');
    gone.leave();
    await until(async () => (await connections()) === 0);
    openLoad();
    // Its render ends one way or the other: not begun (abandoned), or begun for nobody.
    const abandoned = async () =>
      sampleValue(await app.get(Metrics).registry.metrics(), 'rmj_renders_total', { outcome: 'abandoned' });
    await until(async () => (await abandoned()) === 1 || fake.rendersOf('/category/rings') > 0);
    expect(fake.rendersOf('/category/rings')).toBe(0);
    expect(await abandoned()).toBe(1);

    // The slot is free again. A render shared by two shoppers goes on when one of them leaves.
    const openAgain = holdLoad();
    const before = loads;
    const staying = ask('/category/chains');
    await until(() => loads > before);
    const leaving = ask('/category/chains?utm_source=x');
    leaving.leave();
    await until(async () => (await connections()) === 1);
    openAgain();
    expect((await staying.answered).render).toBe('server');
    expect(fake.rendersOf('/category/chains')).toBe(1);
    expect(fake.rendersOf('/category/rings')).toBe(0);
  });
});
