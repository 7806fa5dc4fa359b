// Checkout benchmark (`pnpm bench checkout` builds what changed and runs it; BENCH_SMOKE=1: 2 shoppers, 6 checkouts).
// FerretDB in a temp dir, the demo catalogue, and the payment sandbox, catalog and orders services as
// real processes on 127.0.0.1, and a stand-in for identity's session check (tokens are ES256, signed here). BENCH_SHOPPERS (20) concurrent shoppers each run checkouts in a loop:
// create the payment order -> pay in the sandbox (as its payment window does) -> verify -> save
// (POST /api/orders), BENCH_ORDERS (400) in all. Prints p50/p95/p99 of a whole checkout and of each
// step, orders per second, then waits for the sandbox's webhooks and checks in the database that
// every paid order exists exactly once. Stops everything and removes the temp dir at the end.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);
const SMOKE = process.env.BENCH_SMOKE === '1';
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? (SMOKE ? 2 : 20));
const ORDERS = Number(process.env.BENCH_ORDERS ?? (SMOKE ? 6 : 400));
const dist = (p) => path.join(root, p);
for (const needed of [
  'packages/test-db/dist/index.js',
  'packages/nest-common/dist/index.js',
  'packages/payment-sandbox/dist/main.js',
  'services/catalog/dist/main.js',
  'services/orders/dist/main.js',
]) {
  if (!fs.existsSync(dist(needed))) {
    process.stderr.write(`checkout bench: ${needed} is missing; run \`pnpm -r build\` first\n`);
    process.exit(1);
  }
}
const { startFerretDb, freePort } = require(dist('packages/test-db/dist/index.js'));
const { signAccessToken, generateAccessTokenKeyPair, loadSigningKey } = require(
  dist('packages/nest-common/dist/index.js'),
);
const { seedCatalogAt } = require(dist('services/catalog/dist/seed/catalog-seed.js'));
const mongoose = createRequire(dist('services/orders/package.json'))('mongoose');

const children = [];
/** Children this script stopped on purpose (their exit is not reported). */
const stopping = new Set();
const log = (line) => process.stdout.write(`${line}\n`);
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_BenchKey0001',
  RAZORPAY_KEY_SECRET: 'bench-key-secret-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789',
};
const keyPair = generateAccessTokenKeyPair();
const signer = loadSigningKey(keyPair.privateKey);

/** Identity's internal session check, answered for the sessions this benchmark hands out. */
async function startSessionCheck() {
  const sessions = new Map();
  const server = http.createServer((req, res) => {
    const sid = /^\/internal\/sessions\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    const userId = sid ? sessions.get(decodeURIComponent(sid)) : undefined;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(userId ? { active: true, userId } : { active: false }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    sessionFor(userId) {
      const sid = `bench-${randomBytes(8).toString('hex')}`;
      sessions.set(sid, userId);
      return sid;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** BENCH_LOG_DIR=/some/dir keeps each process's output there (to look into an error). */
function startNode(name, args, env) {
  const out = process.env.BENCH_LOG_DIR
    ? fs.openSync(path.join(process.env.BENCH_LOG_DIR, `${name}.log`), 'a')
    : 'ignore';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', out, 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.on('exit', (code) => code && !stopping.has(child) && log(`${name} exited with code ${code}: ${stderr}`));
  children.push(child);
  return child;
}

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;
function summary(label, samples) {
  const s = [...samples].sort((a, b) => a - b);
  log(
    `  ${label.padEnd(22)} p50 ${fmt(pct(s, 50)).padStart(9)}  p95 ${fmt(pct(s, 95)).padStart(9)}  p99 ${fmt(pct(s, 99)).padStart(9)}  (n=${s.length})`,
  );
}

async function main() {
  const db = await startFerretDb();
  const [sandboxPort, catalogPort, ordersPort] = [await freePort(), await freePort(), await freePort()];
  const ordersUrl = `http://127.0.0.1:${ordersPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const identity = await startSessionCheck();
  const cleanup = async () => {
    await identity.close();
    for (const child of children) {
      stopping.add(child);
      child.kill('SIGTERM');
    }
    await new Promise((r) => setTimeout(r, 500));
    await db.stop();
    fs.rmSync(db.dataDir, { recursive: true, force: true });
  };
  try {
    await seedCatalogAt(db.uri, 'bench_catalog', { count: SMOKE ? 24 : 360 });
    const common = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      MONGODB_URI: db.uri,
      LOG_LEVEL: 'warn',
      JWT_PUBLIC_KEY: keyPair.publicKey,
      IDENTITY_URL: identity.url,
    };
    startNode(
      'payment-sandbox',
      [
        dist('packages/payment-sandbox/dist/main.js'),
        '--port',
        String(sandboxPort),
        '--key-id',
        KEYS.RAZORPAY_KEY_ID,
        '--webhook-url',
        `${ordersUrl}/api/payments/webhook`,
      ],
      {
        SANDBOX_KEY_SECRET: KEYS.RAZORPAY_KEY_SECRET,
        SANDBOX_WEBHOOK_SECRET: KEYS.RAZORPAY_WEBHOOK_SECRET,
      },
    );
    startNode('catalog', [dist('services/catalog/dist/main.js')], {
      ...common,
      PORT: String(catalogPort),
      METRICS_PORT: '0', // several services run here: none may take the default metrics port
      MONGODB_DB: 'bench_catalog',
    });
    // The orders service refuses a database behind its migrations: run them as npm start and the Job do.
    execFileSync(process.execPath, [dist('services/orders/dist/migrate.js')], {
      env: { ...process.env, MONGODB_URI: db.uri, MONGODB_DB: 'bench_orders' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // SMTP points at a closed port: mail fails fast and is left to reconciliation (not measured here).
    startNode('orders', [dist('services/orders/dist/main.js')], {
      ...common,
      // BENCH_POOL=n caps the orders service's connections to FerretDB (fewer concurrent SQLite writers).
      ...(process.env.BENCH_POOL ? { MONGODB_URI: `${db.uri}/?maxPoolSize=${process.env.BENCH_POOL}` } : {}),
      ...KEYS,
      PORT: String(ordersPort),
      METRICS_PORT: '0', // several services run here: none may take the default metrics port
      MONGODB_DB: 'bench_orders',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_URL: sandboxUrl,
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      SMTP_URL: 'smtp://127.0.0.1:9',
      RECONCILE_INTERVAL_MS: '0',
      // Each bench shopper checks out far more often than a person could: the per-account limit is not what is measured.
      CHECKOUT_CREATE_LIMIT: '100000',
    });
    await waitFor(async () => (await fetch(`${ordersUrl}/health/ready`)).ok, 'orders');
    await waitFor(async () => (await fetch(`http://127.0.0.1:${catalogPort}/health/ready`)).ok, 'catalog');
    const { products } = await (await fetch(`http://127.0.0.1:${catalogPort}/api/all-products?limit=1000`)).json();
    const inStock = products.filter((p) => p.inStock);
    const customer = {
      name: 'Bench Shopper',
      email: 'bench@example.in',
      phone: '9876543210',
      address: '1 Load Street',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
    };

    const post = async (url, body, token) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${url} ${res.status}: ${json.message ?? json.error?.description}`);
      return json;
    };
    const steps = { create: [], pay: [], verify: [], save: [] };
    const totals = [];
    const recorded = [];
    let issued = 0;
    let failures = 0;
    async function checkout(token, n) {
      const t0 = performance.now();
      const items = [
        {
          productId: inStock[n % inStock.length]._id,
          quantity: 1 + (n % 2),
          customization: { type: 'engraving', customName: 'BENCH' },
        },
      ];
      const created = await post(
        `${ordersUrl}/api/create-razorpay-order`,
        { currency: 'INR', items, customerDetails: customer },
        token,
      );
      const t1 = performance.now();
      const paid = await post(`${sandboxUrl}/payment-sandbox/v1/checkout/pay`, {
        key_id: KEYS.RAZORPAY_KEY_ID,
        order_id: created.order.id,
        outcome: 'success',
      });
      const t2 = performance.now();
      const verified = await post(`${ordersUrl}/api/verify-payment`, paid, token);
      const t3 = performance.now();
      const orderData = created.pricing.lines.map((l) => ({
        productName: l.name,
        price: l.price,
        quantity: l.quantity,
        total: l.total,
      }));
      await post(
        `${ordersUrl}/api/orders`,
        {
          orderData,
          orderSummary: [],
          customerDetails: customer,
          paymentDetails: { paymentId: paid.razorpay_payment_id, status: 'paid', method: 'Razorpay' },
        },
        token,
      );
      const t4 = performance.now();
      steps.create.push(t1 - t0);
      steps.pay.push(t2 - t1);
      steps.verify.push(t3 - t2);
      steps.save.push(t4 - t3);
      totals.push(t4 - t0);
      recorded.push({
        providerOrderId: created.order.id,
        paymentId: paid.razorpay_payment_id,
        orderNumber: verified.orderId,
      });
    }
    async function shopper(i, quota) {
      const sub = `bench-user-${i}`;
      const token = signAccessToken(
        { sub, email: `bench${i}@example.in`, firstName: 'Bench', sid: identity.sessionFor(sub) },
        signer,
      );
      while (issued < quota) {
        const n = issued++;
        try {
          await checkout(token, n);
        } catch (err) {
          failures += 1;
          if (failures <= 3) log(`  checkout failed: ${err.message}`);
        }
      }
    }
    // Warm-up (JIT, connection pools), not measured.
    await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i, SHOPPERS)));
    for (const list of [...Object.values(steps), totals, recorded]) list.length = 0;
    issued = 0;
    log(
      `checkout bench: ${SHOPPERS} concurrent shoppers, ${ORDERS} checkouts (create -> sandbox pay -> verify -> save), FerretDB on SQLite`,
    );
    const started = performance.now();
    await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i, ORDERS)));
    const seconds = (performance.now() - started) / 1000;
    summary('whole checkout', totals);
    for (const [name, samples] of Object.entries(steps)) summary(name, samples);
    log(
      `  throughput             ${(totals.length / seconds).toFixed(1)} orders/s (${totals.length} in ${seconds.toFixed(1)} s, ${failures} failed)`,
    );

    // Exactly once, after every webhook (payment.authorized, payment.captured and order.paid per payment) has been handled.
    const conn = await mongoose.createConnection(db.uri, { dbName: 'bench_orders' }).asPromise();
    try {
      const expectedEvents = (ORDERS + SHOPPERS) * 3;
      const waitStart = performance.now();
      await waitFor(
        async () =>
          (await conn.collection('webhook_events').countDocuments({ processedAt: { $exists: true } })) >=
          expectedEvents,
        'webhooks',
        120_000,
      );
      const orders = conn.collection('orders');
      const all = await orders.find({}, { projection: { _id: 1, paymentId: 1, orderNumber: 1 } }).toArray();
      const byProviderOrder = new Set(all.map((o) => o._id));
      const byPayment = new Set(all.map((o) => o.paymentId));
      const byNumber = new Set(all.map((o) => o.orderNumber));
      const missing = recorded.filter((r) => !byProviderOrder.has(r.providerOrderId));
      const mismatched = recorded.filter(
        (r) => all.find((o) => o._id === r.providerOrderId)?.orderNumber !== r.orderNumber,
      );
      const ok =
        all.length === ORDERS + SHOPPERS &&
        byPayment.size === all.length &&
        byNumber.size === all.length &&
        missing.length === 0 &&
        mismatched.length === 0;
      log(
        `  webhooks settled       ${expectedEvents} events in ${((performance.now() - waitStart) / 1000).toFixed(1)} s after the run`,
      );
      log(
        `  exactly once           ${ok ? 'yes' : 'NO'}: ${all.length} orders for ${ORDERS + SHOPPERS} paid checkouts (incl. warm-up), ${byPayment.size} distinct payments, ${byNumber.size} distinct numbers, ${missing.length} missing`,
      );
      if (!ok || failures > 0) process.exitCode = 1;
    } finally {
      await conn.close();
    }
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  process.stderr.write(`checkout bench failed: ${err.stack ?? err}\n`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
