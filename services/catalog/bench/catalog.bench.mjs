// Catalog benchmark (`pnpm bench catalog` builds what changed and runs it; BENCH_SMOKE=1: 200 products, 1 s runs).
// FerretDB in a temp dir, 10,000 products through the seed function, the
// catalog service and the gateway as real processes, then autocannon (50
// connections, ~10 s, in a child process) on two listings and a search, beside
// a bare Node http server sending the same bytes (the ceiling). A second
// catalog replica runs with RESPONSE_CACHE_MB=0 to show the uncached cost. 127.0.0.1 only;
// stops everything and removes the temp dir at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
const SMOKE = process.env.BENCH_SMOKE === '1';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (SMOKE ? 200 : 10_000));
const DURATION = process.env.BENCH_DURATION ?? (SMOKE ? '1' : '10');
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '50';
const PATHS = [
  '/api/products/category/women?sortBy=price-asc',
  '/api/women-rings',
  '/api/products/search?q=silver&page=2&limit=12',
];

const dist = (p) => path.join(root, p);
for (const needed of [
  'packages/test-db/dist/index.js',
  'services/catalog/dist/main.js',
  'services/catalog/dist/seed/catalog-seed.js',
]) {
  if (!fs.existsSync(dist(needed))) {
    process.stderr.write(`catalog bench: ${needed} is missing; run \`pnpm -r build\` first\n`);
    process.exit(1);
  }
}
const { startFerretDb, freePort } = require(dist('packages/test-db/dist/index.js'));
const { seedCatalogAt } = require(dist('services/catalog/dist/seed/catalog-seed.js'));
const gatewayMain = dist('services/gateway/dist/main.js');
// The gateway refuses to start in production without identity's public key; any key will do here.
const { generateAccessTokenKeyPair } = require(dist('packages/nest-common/dist/index.js'));

const log = (line) => process.stdout.write(`${line}\n`);
const { startNode, waitFor, adopt, stopAll } = childProcesses(root, log);

/** Runs autocannon in a second process and returns its figures. */
function cannon(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'autocannon-runner.mjs'), url, CONNECTIONS, DURATION], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    adopt(child);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

/** A bare http server answering every request with the given bytes: the ceiling for this machine. */
async function ceilingServer(body, contentType) {
  const port = await freePort();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', () => r(undefined)));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

async function warm(url) {
  for (let i = 0; i < 50; i += 1) await (await fetch(url)).arrayBuffer();
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const row = (label, r) =>
  `  ${label.padEnd(16)} ${fmt(r.rps, 0).padStart(8)} req/s   p50 ${fmt(r.p50).padStart(7)} ms   p95 ${fmt(r.p95).padStart(7)} ms   p99 ${fmt(r.p99).padStart(7)} ms   ${fmt(r.mbPerSec).padStart(7)} MB/s` +
  (r.non2xx || r.errors ? `   non-2xx ${r.non2xx} errors ${r.errors}` : '');

let tmp;
let db;
async function main() {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-catalog-bench-'));
  // Production refuses to start without identity's public key; nothing here signs in, so any key will do.
  const { publicKey } = generateAccessTokenKeyPair();
  // Production also refuses to start without the credential services show each other on /internal/*.
  const serviceToken = randomBytes(36).toString('base64');
  db = await startFerretDb({ dataDir: path.join(tmp, 'db') });
  const started = Date.now();
  const seeded = await seedCatalogAt(db.uri, 'rmj_bench', { count: PRODUCTS, onlyIfEmpty: false });
  log(
    `catalog bench: ${seeded.inserted} products loaded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} CPUs`,
  );

  const catalogPort = await freePort();
  const catalog = startNode('catalog', dist('services/catalog/dist/main.js'), {
    HOST: '127.0.0.1',
    PORT: String(catalogPort),
    METRICS_PORT: '0', // several services run here: none may take the default metrics port
    MONGODB_URI: db.uri,
    MONGODB_DB: 'rmj_bench',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_PUBLIC_KEY: publicKey,
    INTERNAL_SERVICE_TOKEN: serviceToken,
  });
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  await waitFor(`${catalogUrl}/health/ready`, catalog, 120_000);

  // A second replica with the response cache off: what a search costs when nobody asked it before.
  const uncachedPort = await freePort();
  const uncached = startNode('catalog (no cache)', dist('services/catalog/dist/main.js'), {
    HOST: '127.0.0.1',
    PORT: String(uncachedPort),
    METRICS_PORT: '0', // several services run here: none may take the default metrics port
    MONGODB_URI: db.uri,
    MONGODB_DB: 'rmj_bench',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RESPONSE_CACHE_MB: '0',
    JWT_PUBLIC_KEY: publicKey,
    INTERNAL_SERVICE_TOKEN: serviceToken,
  });
  const uncachedUrl = `http://127.0.0.1:${uncachedPort}`;
  await waitFor(`${uncachedUrl}/health/ready`, uncached, 120_000);

  const targets = [
    ['catalog', catalogUrl],
    ['catalog no cache', uncachedUrl],
  ];
  if (fs.existsSync(gatewayMain)) {
    const gatewayPort = await freePort();
    const gateway = startNode('gateway', gatewayMain, {
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
      METRICS_PORT: '0', // several services run here: none may take the default metrics port
      CATALOG_URL: catalogUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '1000000',
      READ_RATE_LIMIT_PER_MINUTE: '1000000',
      JWT_PUBLIC_KEY: publicKey,
      INTERNAL_SERVICE_TOKEN: serviceToken,
    });
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(`${gatewayUrl}/api/test`, gateway);
    targets.push(['via gateway', gatewayUrl]);
  } else {
    log('catalog bench: services/gateway/dist/main.js not built; benching the catalog service directly only');
  }

  for (const p of PATHS) {
    const res = await fetch(catalogUrl + p);
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${body.toString().slice(0, 200)}`);
    log(`\n${p}  (${(body.length / 1024).toFixed(1)} KiB per response)`);
    const ceiling = await ceilingServer(body, res.headers.get('content-type'));
    try {
      await warm(ceiling.url + p);
      log(row('bare node http', await cannon(ceiling.url + p)));
    } finally {
      await ceiling.close();
    }
    for (const [label, base] of targets) {
      await warm(base + p);
      const closes = (await fetch(base + p)).headers.get('connection') === 'close';
      log(
        row(label, await cannon(base + p)) +
          (closes
            ? '   (answers Connection: close: a new TCP connection per request; autocannon latencies are then unreliable)'
            : ''),
      );
    }
  }
}

async function cleanup() {
  await stopAll();
  if (db) await db.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}

process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
main()
  .then(cleanup)
  .catch(async (err) => {
    process.stderr.write(`catalog bench failed: ${err instanceof Error ? err.stack : err}\n`);
    await cleanup();
    process.exit(1);
  });
