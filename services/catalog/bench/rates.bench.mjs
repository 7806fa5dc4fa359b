// Rates benchmark (`pnpm bench rates`; `--smoke` or BENCH_SMOKE=1: 300 products, done in seconds).
// FerretDB in a temp dir, 10,000 products most of them priced by weight (the seed's 'most' mix), two
// catalog replicas, the gateway in front of the second and the render service behind the gateway
// (each when built), and a stand-in for identity's session check. The owner saves a new 22K rate on
// the first replica; the bench then reports how long after the save's answer (and after its request)
// each place a shopper looks shows the piece's new price: the first replica's product answer (it
// starts reloading with the save, which answers after at most 2 s), and through the gateway (the
// second replica: it reloads on its next poll of the change marker) the category listing, a search by
// the new price, the product answer and the rendered product page.
// Prints the figures; asserts nothing about time. 127.0.0.1 only; stops everything at the end.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcesses } from './child-processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);
const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (SMOKE ? 300 : 10_000));
/** How long to wait for a place to show the new price before calling it not reached. */
const WAIT_MS = 60_000;

const dist = (p) => path.join(root, p);
for (const needed of [
  'packages/test-db/dist/index.js',
  'packages/pricing/dist/index.js',
  'services/catalog/dist/main.js',
  'services/catalog/dist/seed/catalog-seed.js',
]) {
  if (!fs.existsSync(dist(needed))) {
    process.stderr.write(`rates bench: ${needed} is missing; run \`pnpm -r build\` first\n`);
    process.exit(1);
  }
}
const { startFerretDb, freePort } = require(dist('packages/test-db/dist/index.js'));
const { seedCatalogAt } = require(dist('services/catalog/dist/seed/catalog-seed.js'));
const { generateAccessTokenKeyPair, loadSigningKey, signAccessToken } = require(
  dist('packages/nest-common/dist/index.js'),
);
const { priceBreakup } = require(dist('packages/pricing/dist/index.js'));
const gatewayMain = dist('services/gateway/dist/main.js');
const renderMain = dist('services/render/dist/main.js');
const shellBuilt = fs.existsSync(dist('shell/dist/index.html'));

const log = (line) => process.stdout.write(`${line}\n`);
const { startNode, waitFor, stopAll } = childProcesses(root, log);

/** identity's session check: every session is active (the only token is the owner's the bench signs). */
async function identityStub() {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const sid = decodeURIComponent((req.url ?? '').split('?')[0].split('/').pop() ?? '');
    res.end(JSON.stringify({ active: true, userId: sid.replace(/^s-/, '') }));
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', () => r(undefined)));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

const json = async (url, init) => {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
};

/** Polls `check` until it is true; the ms from `t0` it took, or null when it never held. */
async function timeUntil(t0, check) {
  while (performance.now() - t0 < WAIT_MS) {
    try {
      if (await check()) return performance.now() - t0;
    } catch {
      /* a failed probe counts as not yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

let tmp;
let db;
let stub;
async function main() {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-rates-bench-'));
  const { publicKey, privateKey } = generateAccessTokenKeyPair();
  const serviceToken = `bench-${Math.random().toString(36).slice(2)}-${Date.now()}-service-credential`;
  db = await startFerretDb({ dataDir: path.join(tmp, 'db') });
  const started = Date.now();
  const seeded = await seedCatalogAt(db.uri, 'rmj_rates_bench', {
    count: PRODUCTS,
    onlyIfEmpty: false,
    byWeight: 'most',
  });
  stub = await identityStub();
  const common = {
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_PUBLIC_KEY: publicKey,
    INTERNAL_SERVICE_TOKEN: serviceToken,
    IDENTITY_URL: stub.url,
  };
  const catalogEnv = { ...common, MONGODB_URI: db.uri, MONGODB_DB: 'rmj_rates_bench' };
  const replica = async (name) => {
    const port = await freePort();
    const child = startNode(name, dist('services/catalog/dist/main.js'), { ...catalogEnv, PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/health/ready`, child, 120_000);
    return url;
  };
  const [first, second] = await Promise.all([replica('catalog 1'), replica('catalog 2')]);

  let shop = second;
  let renders = false;
  if (fs.existsSync(gatewayMain)) {
    const gatewayPort = await freePort();
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const renderPort = await freePort();
    const withRender = shellBuilt && fs.existsSync(renderMain);
    if (withRender) {
      startNode('render', renderMain, {
        ...common,
        PORT: String(renderPort),
        SHELL_URL: gatewayUrl,
        API_ORIGIN: gatewayUrl,
        SHOP_URL: gatewayUrl,
      });
    }
    const gateway = startNode('gateway', gatewayMain, {
      ...common,
      PORT: String(gatewayPort),
      STATIC_ROOT: root,
      CATALOG_URL: second,
      RATE_LIMIT_PER_MINUTE: '1000000',
      READ_RATE_LIMIT_PER_MINUTE: '1000000',
      // The probe asks for the page every 10 ms from one address: past the per-client render budget
      // (120 a minute) the gateway would answer the shell's index.html for the rest of the minute.
      RENDER_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(withRender ? { RENDER_URL: `http://127.0.0.1:${renderPort}` } : {}),
    });
    await waitFor(`${gatewayUrl}/api/test`, gateway);
    shop = gatewayUrl;
    renders = withRender;
  }

  // A 22K piece priced by weight, in stock and shown.
  const all = (await json(`${shop}/api/all-products?limit=1000`)).products;
  const piece = all.find((p) => p.pricingMode === 'by-weight' && p.rate?.key === 'gold-916' && p.inStock);
  if (!piece) throw new Error('no 22K piece priced by weight is shown');
  const shown = all.filter((p) => p.pricingMode === 'by-weight').length;
  log(
    `rates bench: ${seeded.inserted} products (${all.length >= 1000 ? `${shown} of the first 1,000 shown` : shown} priced by weight) loaded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} CPUs; ${renders ? 'gateway and render service' : fs.existsSync(gatewayMain) ? 'gateway (no render service: shell or render not built)' : 'no gateway (not built)'}`,
  );

  const productPath = `/product/${piece.id}`;
  const rendered = async () => {
    const res = await fetch(`${shop}${productPath}`, { headers: { accept: 'text/html' } });
    return { html: await res.text(), by: res.headers.get('x-rmj-render') ?? '-' };
  };
  const priceText = (rupees) => `₹${rupees.toLocaleString('en-IN')}`;
  const pageShows = (html, rupees) => html.includes(priceText(rupees)) || html.includes(`"price":${rupees}`);
  let renderNote = '';
  if (renders) {
    // Warm the render cache with the old price (what a shopper would have been served); the render
    // service loads the shell on its first page, so the first answers may be the bare shell.
    let before = await rendered();
    for (let i = 0; i < 60 && !pageShows(before.html, piece.price); i += 1) {
      await new Promise((r) => setTimeout(r, 500));
      before = await rendered();
    }
    if (!pageShows(before.html, piece.price)) {
      renderNote = ` (the rendered page (${before.by}) did not show the old price ${priceText(piece.price)}: not measured)`;
      renders = false;
    }
  }

  // The owner saves a new 22K rate (₹75 a gram more), the others as they are.
  const owner = `Bearer ${signAccessToken(
    { sub: 'st-owner', email: 'owner@rmj.in', firstName: 'Owner', sid: 's-st-owner', role: 'owner' },
    loadSigningKey(privateKey),
  )}`;
  const now = await json(`${first}/api/admin/rates`, { headers: { authorization: owner } });
  const typed = Object.fromEntries(now.rates.filter((r) => !r.derived).map((r) => [r.key, r.paisePerGram / 100]));
  const newRate = piece.rate.paisePerGram / 100 + 75;
  const body = {
    rates: { ...typed, 'gold-916': newRate },
    derived: now.rates.filter((r) => r.derived && r.key !== 'gold-916').map((r) => r.key),
  };
  const saveStarted = performance.now();
  await json(`${first}/api/admin/rates`, {
    method: 'PUT',
    headers: { authorization: owner, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const t0 = performance.now();
  const saveMs = t0 - saveStarted;
  // The price the piece must show now, worked from its breakup at the new rate (the save may answer
  // before this replica has re-priced the catalogue).
  const b = piece.breakup;
  const newPrice =
    priceBreakup(
      {
        pricing: 'by-weight',
        composition: {
          metal: 'gold',
          fineness: 916,
          netWeightMg: b.netWeightMg,
          grossWeightMg: b.grossWeightMg,
          stones: b.stones,
        },
        making: b.making.charge,
        ...(b.hallmarking ? { hallmarkingPaise: b.hallmarking } : {}),
        ...(b.discount.basisPoints ? { discount: { basisPoints: b.discount.basisPoints } } : {}),
      },
      { 'gold-916': Math.round(newRate * 100) },
    ).total / 100;
  if (!(newPrice > piece.price)) throw new Error(`the new price ${newPrice} is not above ${piece.price}`);

  const checks = {
    'product, replica 1': async () => (await json(`${first}/api/products/${piece.id}`)).price === newPrice,
    'listing (gateway)': async () =>
      (await json(`${shop}/api/products/category/${piece.peopleCategory}?sortBy=price-asc`)).some(
        (p) => p.id === piece.id && p.price === newPrice,
      ),
    'search (gateway)': async () =>
      (await json(`${shop}/api/products/search?minPrice=${newPrice}&maxPrice=${newPrice}&limit=100`)).products.some(
        (p) => p.id === piece.id,
      ),
    'product (gateway)': async () => (await json(`${shop}/api/products/${piece.id}`)).price === newPrice,
    // Only a server-rendered answer counts (the shell's index.html, served when the render service is
    // busy, shows no price at all).
    ...(renders
      ? {
          'rendered page': async () => {
            const page = await rendered();
            return page.by !== '-' && pageShows(page.html, newPrice);
          },
        }
      : {}),
  };
  const times = await Promise.all(Object.values(checks).map((check) => timeUntil(t0, check)));
  log(
    `owner saved 22K at ₹${newRate.toLocaleString('en-IN')} a gram (was ₹${(piece.rate.paisePerGram / 100).toLocaleString('en-IN')}): the answer took ${saveMs.toFixed(0)} ms; piece ${piece.id} ₹${piece.price.toLocaleString('en-IN')} → ₹${newPrice.toLocaleString('en-IN')}`,
  );
  // The save answers once the saving replica has reloaded (its own reads show the change at once), so
  // the time from the save's request is given too: what the owner waits plus what shoppers wait.
  log('until each shows the new price:      from the save’s answer   from the save’s request');
  const cell = (ms) => (ms === null ? `not within ${WAIT_MS / 1000} s` : `${ms.toFixed(0)} ms`);
  Object.keys(checks).forEach((label, i) =>
    log(
      `  ${label.padEnd(32)} ${cell(times[i]).padStart(16)} ${cell(times[i] === null ? null : times[i] + saveMs).padStart(24)}`,
    ),
  );
  const reached = times.filter((t) => t !== null);
  const last = reached.length === times.length ? Math.max(...reached) : null;
  log(
    `  ${'last of them'.padEnd(32)} ${cell(last).padStart(16)} ${cell(last === null ? null : last + saveMs).padStart(24)}${renderNote}`,
  );
}

async function cleanup() {
  await stopAll();
  if (stub) await stub.close();
  if (db) await db.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}

process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
main()
  .then(cleanup)
  .catch(async (err) => {
    process.stderr.write(`rates bench failed: ${err instanceof Error ? err.stack : err}\n`);
    await cleanup();
    process.exit(1);
  });
