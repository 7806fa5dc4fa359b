// Load benchmark of the whole shop, through the gateway of a fresh stack (free ports, a throw-away
// data directory): N browsing connections over a weighted mix of what a visit asks for (HTML, the
// shell's and remotes' files, runtime config, listings, search, product answers and pictures; see
// load/mix.mjs), and M checkouts a minute by real accounts (sign-up with the mailed code, login,
// create -> pay in the sandbox -> verify -> save; see load/shopper.mjs), for T seconds. Prints
// requests/s, latency percentiles, errors by status, checkout latency (create -> verified) and whether
// every payment the sandbox took became exactly one order (load/exactly-once.mjs). Beside it, in the
// same run, the floor: the shop's own answers replayed by a bare Node server behind a bare Node proxy
// (load/floor.mjs), same settings, same cores; the shop's req/s and p99 are printed as ratios to it.
// Every browsing request over 2 s is listed (kind, path, status, time), and each part's CPU while
// browsing as a share of one core (load/cpu-share.mjs: which part is bound by its one process). Exits 1 when exactly-once
// fails, a part crashes, or (no --fault, not smoke) any browsing request took over 2 s; never on throughput.
//
//   pnpm bench load [--connections N] [--checkouts-per-minute M] [--seconds T] [--fault PART]
//   (or BENCH_CONNECTIONS, BENCH_CHECKOUTS_PER_MINUTE, BENCH_SECONDS, BENCH_FAULT)
//     --connections N            browsing connections (default 200)
//     --checkouts-per-minute M   checkouts started per minute, evenly spaced (default 20)
//     --seconds T                length of the load (default 60)
//     --fault PART               stop one part and start it again mid-run (at 30 % of T):
//                                  orders    stopped for 3 s right after a shopper paid, before verify
//                                  catalog   stopped for 3 s while browsing
//                                  identity  stopped for 3 s during checkouts (logins, orders' session checks)
//                                  db        FerretDB stopped for 5 s
//                                prints what shoppers saw, the recovery time, and exactly-once again.
//     --gateway-workers N[,M]    gateway processes (default one per core; GATEWAY_WORKERS); a list runs
//                                the benchmark once per count, each beside its floor, then a table
//     --no-floor                 skip the floor
//     --keep                     keep the data directory and logs (also kept when the check fails)
//   BENCH_SMOKE=1 (the test command): 10 connections, 3 checkouts, ~5 s.
//
// The gateway's per-address limits are raised for the one address the load comes from
// (RATE_LIMIT_PER_MINUTE, READ_RATE_LIMIT_PER_MINUTE, AUTH_RATE_LIMIT_PER_MINUTE), and identity's
// per-client budgets scaled (CLIENT_LIMIT_SCALE); per-account limits (checkouts per account) stay as
// they are: the shoppers are spread over enough accounts. Orders reconciles every 5 s for pending
// orders older than 10 s (RECONCILE_INTERVAL_MS, RECONCILE_AFTER_MS) so the exactly-once check does not
// wait minutes for a payment whose verify and webhook were both lost.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCpuCount } from './load/cpu-share.mjs';
import { checkExactlyOnce } from './load/exactly-once.mjs';
import { recordAnswers, startFloor } from './load/floor.mjs';
import { browsingMix, WEIGHTS } from './load/mix.mjs';
import { checkout, client, ShopperLog, signUp } from './load/shopper.mjs';
import { LOADED_STACK_ENV } from './load/stack-env.mjs';

const { startStack, repoRoot } = createRequire(import.meta.url)('@rmj/devstack');
const root = repoRoot();
const here = path.dirname(fileURLToPath(import.meta.url));

// ---- options ----------------------------------------------------------------------------------
function option(name, envName, fallback) {
  const argv = process.argv.slice(2);
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at >= 0) return argv[at].includes('=') ? argv[at].split('=').slice(1).join('=') : argv[at + 1];
  return process.env[envName] ?? fallback;
}
const SMOKE = process.env.BENCH_SMOKE === '1';
const CONNECTIONS = Number(option('connections', 'BENCH_CONNECTIONS', SMOKE ? 10 : 200));
const PER_MINUTE = Number(option('checkouts-per-minute', 'BENCH_CHECKOUTS_PER_MINUTE', 20));
const SECONDS = Number(option('seconds', 'BENCH_SECONDS', SMOKE ? 5 : 60));
const FAULT = option('fault', 'BENCH_FAULT', '') || null;
const KEEP = process.argv.includes('--keep');
const NO_FLOOR = process.argv.includes('--no-floor');
/**
 * Gateway processes (node:cluster workers); the floor's proxy gets as many. A list (`1,2`) runs the
 * whole benchmark once per count, each on a fresh stack beside its own floor, then prints them side by side.
 */
const WORKER_COUNTS = String(
  option('gateway-workers', 'GATEWAY_WORKERS', String(SMOKE ? 1 : os.availableParallelism())),
)
  .split(',')
  .map(Number);
const GATEWAY_WORKERS = WORKER_COUNTS[0];
const SUMMARY_FILE = option('summary-file', 'BENCH_SUMMARY_FILE', '') || null;
/** A browsing request slower than this fails the run (unless a part is stopped on purpose). */
const SLOW_MS = 2000;
/**
 * Unmeasured browsing before each measured run (shop and floor alike). A cold gateway meeting 200
 * new connections at once answers its first requests in 2-3 s (code not yet optimised by V8, memories
 * of files and answers still empty: see the README); the warm-up's worst is printed, not judged.
 */
const WARMUP_SECONDS = SMOKE ? 1 : 5;
const CHECKOUTS = SMOKE ? 3 : Math.max(1, Math.round((PER_MINUTE * SECONDS) / 60));
const FAULTS = {
  orders: { part: 'orders', downMs: 3000, what: 'orders stopped right after a shopper paid, before verify' },
  catalog: { part: 'catalog', downMs: 3000, what: 'catalog stopped while browsing' },
  identity: { part: 'identity', downMs: 3000, what: 'identity stopped during checkouts' },
  db: { part: 'ferretdb', downMs: 5000, what: 'FerretDB stopped' },
};
/** @type {Array<[string, number]>} */
const numbers = [
  ['connections', CONNECTIONS],
  ['checkouts-per-minute', PER_MINUTE],
  ['seconds', SECONDS],
];
for (const count of WORKER_COUNTS) numbers.push(['gateway-workers', count]);
for (const [name, value] of numbers) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`load bench: --${name} must be a positive number`);
    process.exit(2);
  }
}
if (FAULT && !FAULTS[FAULT]) {
  console.error(`load bench: --fault must be one of ${Object.keys(FAULTS).join(', ')}`);
  process.exit(2);
}
const fault = FAULT ? FAULTS[FAULT] : null;

// ---- helpers ----------------------------------------------------------------------------------
const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (v) => (v === null || v === undefined || Number.isNaN(v) ? '-' : `${Math.round(v)} ms`);
const secs = (v) => `${(v / 1000).toFixed(1)} s`;
const pct = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const row = (label, value) => log(`  ${label.padEnd(40)} ${value}`);
const counts = (obj) =>
  Object.entries(obj)
    .sort(([, a], [, b]) => b - a)
    .map(([k, n]) => `${k} x${n}`)
    .join(', ');

function runBrowsing(job) {
  const file = path.join(os.tmpdir(), `rmj-load-browse-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(job));
  const child = spawn(process.execPath, [path.join(here, 'load/browse-runner.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const done = new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      fs.rmSync(file, { force: true });
      if (code !== 0) return reject(new Error(`browse runner exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch (error) {
        reject(error);
      }
    });
  });
  return { child, done };
}

/** The side-by-side table's CPU cell: the gateway's, the render service's, the catalog's and the database's share of one core. */
const cpuCells = (cpu = []) =>
  ['gateway', 'render', 'catalog', 'database']
    .map((part) => cpu.find((c) => c.part === part))
    .map((c) => (c ? `${Math.round(c.coreShare * 100)} %` : '-'))
    .join(' / ');

/** `--gateway-workers 1,2`: this benchmark once per count (a child each, one after the other), then a table. */
async function compareWorkerCounts() {
  const summaries = [];
  let worst = 0;
  for (const count of WORKER_COUNTS) {
    const file = path.join(os.tmpdir(), `rmj-load-summary-${process.pid}-${count}.json`);
    const argv = process.argv
      .slice(2)
      .filter((a, i, all) => !a.startsWith('--gateway-workers') && all[i - 1] !== '--gateway-workers');
    const code = await new Promise((resolve) =>
      spawn(process.execPath, [fileURLToPath(import.meta.url), ...argv, '--gateway-workers', String(count)], {
        stdio: 'inherit',
        env: { ...process.env, BENCH_SUMMARY_FILE: file, GATEWAY_WORKERS: '' },
      }).on('exit', resolve),
    );
    worst = Math.max(worst, code ?? 1);
    if (fs.existsSync(file)) {
      summaries.push(JSON.parse(fs.readFileSync(file, 'utf8')));
      fs.rmSync(file, { force: true });
    }
  }
  log('');
  log('side by side (each row: a fresh stack, then its floor on the same cores, same settings)');
  log(
    '| gateway workers | req/s | p50 | p99 | max | over 2 s | floor req/s | floor p99 | req/s ratio | p99 ratio | checkout p50 / p95 | load avg | CPU of one core: gateway / render / catalog / database |',
  );
  log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const s of summaries) {
    const f = s.floor;
    log(
      `| ${s.workers} | ${s.shop.rps.toFixed(0)} | ${ms(s.shop.latency.p50)} | ${ms(s.shop.latency.p99)} | ${ms(s.shop.latency.max)} | ${s.shop.slowCount} | ${f ? f.rps.toFixed(0) : '-'} | ${f ? ms(f.latency.p99) : '-'} | ${f ? (s.shop.rps / f.rps).toFixed(2) : '-'} | ${f ? `${(s.shop.latency.p99 / Math.max(1, f.latency.p99)).toFixed(1)}x` : '-'} | ${ms(s.checkout.p50)} / ${ms(s.checkout.p95)} | ${s.load.toFixed(1)} | ${cpuCells(s.cpu)} |`,
    );
  }
  return worst;
}

if (WORKER_COUNTS.length > 1) process.exit(await compareWorkerCounts());

// ---- the run ----------------------------------------------------------------------------------
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-bench-load-'));
const cpus = os.cpus();
log(
  `load bench: ${CONNECTIONS} browsing connections, ${CHECKOUTS} checkouts (${SMOKE ? 'smoke' : `${PER_MINUTE}/min`}), ${SECONDS} s${fault ? `, fault: ${FAULT} (${fault.what} for ${fault.downMs / 1000} s)` : ''}`,
);
log(
  `  machine: ${cpus.length} x ${cpus[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${os.platform()} ${os.release()}`,
);
log(`  load average before the stack starts: ${load()}`);

let stack;
let crash;
let exitCode = 0;
try {
  stack = await startStack({
    ports: 'free',
    dataDir,
    quiet: true,
    onCrash: (c) => {
      crash = c;
      log(`\n  !! ${c.message}`);
    },
    env: { ...LOADED_STACK_ENV, GATEWAY_WORKERS: String(GATEWAY_WORKERS) },
  });
  const baseURL = stack.baseURL.replace('localhost', '127.0.0.1');
  const products = (await (await fetch(`${baseURL}/api/all-products?limit=1000`)).json()).products;
  const mix = browsingMix(root, products);
  // Every URL of the mix must answer before it is measured (a wrong URL would count as a server error).
  const wrong = [];
  for (const { path: p } of mix) {
    const res = await fetch(`${baseURL}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    if (!res.ok) wrong.push(`${p} ${res.status}`);
  }
  if (wrong.length) throw new Error(`these URLs of the mix do not answer 2xx: ${wrong.join(', ')}`);
  const browseHeaders = { 'accept-encoding': 'br, gzip', accept: '*/*', 'user-agent': 'rmj-load-bench' };
  // The floor answers with the shop's own bytes, recorded now (warm: every URL was asked once above).
  const floorAnswers = NO_FLOOR ? null : await recordAnswers(baseURL, mix, browseHeaders);
  const buyable = (await (await fetch(`${baseURL}/api/women-rings?customizationType=engraving`)).json()).products
    .filter((p) => p.inStock)
    .concat(products.filter((p) => p.inStock));

  const shopperLog = new ShopperLog();
  const api = client(baseURL, shopperLog);
  // Per account at most 4 checkouts: the orders service allows 10 create calls per account in 10 minutes.
  const accountCount = Math.max(2, Math.ceil(CHECKOUTS / 4));
  const accounts = [];
  for (let i = 0; i < accountCount; i += 1) accounts.push(await signUp(api, stack.mailURL, i));
  shopperLog.calls = {};
  shopperLog.durations = {};
  shopperLog.failureTimes = [];
  shopperLog.okTimes = [];
  log(
    `  stack ready (${path.relative(process.cwd(), stack.logDir)}); ${mix.length} URLs in the browsing mix; ${accountCount} shopper accounts signed up`,
  );
  log(
    `  mix (percent of requests): ${Object.entries(WEIGHTS)
      .map(([k, w]) => `${k} ${w}`)
      .join(', ')}`,
  );

  // Load average while running: sampled every 2 s.
  const loadSamples = [];
  // The same short browsing run before each measured one (the shop's and the floor's), to warm caches and JIT.
  const warmUp = (url) =>
    runBrowsing({
      url,
      connections: CONNECTIONS,
      seconds: WARMUP_SECONDS,
      headers: browseHeaders,
      mix,
      slowMs: SLOW_MS,
    }).done;
  const warmup = await warmUp(baseURL);
  const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]), 2000);
  const loadBefore = os.loadavg()[0];
  // Which part is bound: each one's CPU over the measured browsing, as a share of one core.
  const { ports } = stack;
  const cpuCount = startCpuCount({
    gateway: ports.gateway,
    render: ports.render,
    catalog: ports.catalog,
    orders: ports.orders,
    identity: ports.identity,
    database: ports.db,
    'payment sandbox': ports.paymentSandbox,
  });
  const began = Date.now();
  const browse = runBrowsing({
    url: baseURL,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: browseHeaders,
    mix,
    slowMs: SLOW_MS,
  });

  // The fault: one part stopped and started again, timed.
  const faultTimes = {};
  let faultDone = Promise.resolve();
  let triggerFault;
  if (fault) {
    const startFault = () => {
      if (faultTimes.asked) return faultDone;
      faultTimes.asked = Date.now();
      let stopped;
      const wasStopped = new Promise((resolve) => (stopped = resolve));
      faultDone = stack
        .restart(fault.part, {
          downMs: fault.downMs,
          onStopped: (at) => {
            faultTimes.stopped = at;
            stopped();
          },
          onStarted: (at) => (faultTimes.started = at),
        })
        .then(
          () => (faultTimes.ready = Date.now()),
          (error) => {
            faultTimes.error = String(error?.message ?? error);
            stopped();
          },
        );
      return wasStopped;
    };
    const faultAt = began + Math.max(2000, SECONDS * 300);
    if (FAULT === 'orders') {
      // Stop orders the moment a shopper has paid after faultAt (verify then meets a stopped service).
      triggerFault = () => (Date.now() >= faultAt && !faultTimes.asked ? startFault() : undefined);
      setTimeout(() => void startFault(), faultAt - Date.now() + 15_000).unref();
    } else setTimeout(() => void startFault(), faultAt - Date.now());
  }

  // The checkout shoppers: one checkout every 60/M s (open loop: a slow one does not delay the next).
  const spacing = (SECONDS * 1000) / CHECKOUTS;
  const checkouts = [];
  for (let i = 0; i < CHECKOUTS; i += 1) {
    const at = began + i * spacing + spacing / 2;
    checkouts.push(
      sleep(Math.max(0, at - Date.now())).then(() =>
        checkout(api, accounts[i % accountCount], buyable[i % buyable.length], i, {
          paid: async () => {
            await triggerFault?.();
          },
        }),
      ),
    );
  }
  const browsing = await browse.done;
  const cpu = cpuCount();
  const results = await Promise.all(checkouts);
  const ranMs = Date.now() - began;
  await faultDone;
  clearInterval(sampler);
  const loadAfter = os.loadavg()[0];

  // ---- exactly once ---------------------------------------------------------------------------
  const check = await checkExactlyOnce({
    root,
    mongoUri: stack.mongoUri,
    baseURL,
    keyId: results.find((r) => r.keyId)?.keyId,
    checkouts: results,
    settleMs: SMOKE ? 45_000 : 90_000,
  });

  // ---- the floor: the same bytes through a bare proxy and server, same settings, same cores ----
  let floorRun = null;
  if (floorAnswers) {
    const floor = await startFloor(floorAnswers, GATEWAY_WORKERS);
    try {
      await warmUp(floor.url);
      floorRun = await runBrowsing({
        url: floor.url,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: browseHeaders,
        mix,
        slowMs: SLOW_MS,
      }).done;
    } finally {
      await floor.stop();
    }
  }

  // ---- the table ------------------------------------------------------------------------------
  log('');
  log(
    `browsing through the gateway (${CONNECTIONS} connections, accept-encoding: br, gzip, ${GATEWAY_WORKERS} gateway worker${GATEWAY_WORKERS === 1 ? '' : 's'})`,
  );
  row('requests/s', `${browsing.rps.toFixed(1)} (${browsing.total} in ${browsing.duration.toFixed(1)} s)`);
  row(
    'latency',
    `p50 ${ms(browsing.latency.p50)}  p90 ${ms(browsing.latency.p90)}  p99 ${ms(browsing.latency.p99)}  max ${ms(browsing.latency.max)}`,
  );
  const failedStatuses = Object.fromEntries(
    Object.entries(browsing.statusCodes).filter(([code]) => Number(code) >= 400),
  );
  const connectionErrors = browsing.errors - browsing.timeouts;
  const browseErrors = {
    ...failedStatuses,
    ...(browsing.timeouts ? { timeout: browsing.timeouts } : {}),
    ...(connectionErrors > 0 ? { 'connection error': connectionErrors } : {}),
  };
  row('errors (non-2xx/3xx, time-outs)', Object.keys(browseErrors).length ? counts(browseErrors) : 'none');
  for (const [kind, s] of Object.entries(browsing.perKind).sort()) {
    row(
      `  ${kind}`,
      `n=${s.n}  p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}${s.failed ? `  failed ${s.failed} (${counts(Object.fromEntries(Object.entries(s.statuses).filter(([c]) => !/^[23]/.test(c))))})` : ''}`,
    );
  }
  const slowWhat = (b) =>
    b.slowCount
      ? `${b.slowCount}: ${b.slow
          .slice(0, 20)
          .map((r) => `${r.kind} ${r.path} ${r.status} ${ms(r.ms)} at +${secs(r.at)}`)
          .join('; ')}${b.slowCount > 20 ? '; ...' : ''}`
      : 'none';
  row(`requests over ${SLOW_MS / 1000} s (or timed out)`, slowWhat(browsing));
  row(
    `warm-up before it (${WARMUP_SECONDS} s, not judged)`,
    `${warmup.rps.toFixed(1)} req/s, p99 ${ms(warmup.latency.p99)}, max ${ms(warmup.latency.max)}, ${warmup.slowCount} over ${SLOW_MS / 1000} s`,
  );
  if (floorRun) {
    log('');
    log(
      `floor: the same bytes from a bare Node server behind a bare Node proxy (${GATEWAY_WORKERS} proxy process${GATEWAY_WORKERS === 1 ? '' : 'es'}), same settings, after the shop's run`,
    );
    row('requests/s', `${floorRun.rps.toFixed(1)} (${floorRun.total} in ${floorRun.duration.toFixed(1)} s)`);
    row(
      'latency',
      `p50 ${ms(floorRun.latency.p50)}  p90 ${ms(floorRun.latency.p90)}  p99 ${ms(floorRun.latency.p99)}  max ${ms(floorRun.latency.max)}`,
    );
    for (const [kind, f] of Object.entries(floorRun.perKind).sort()) {
      const shop = browsing.perKind[kind];
      row(
        `  ${kind}`,
        `n=${f.n}  p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  max ${ms(f.max)}${shop ? `  (shop p50 ${ms(shop.p50)}, p99 ${ms(shop.p99)})` : ''}`,
      );
    }
    row(`requests over ${SLOW_MS / 1000} s (or timed out)`, slowWhat(floorRun));
    row(
      'shop / floor',
      `requests/s ${(browsing.rps / floorRun.rps).toFixed(2)}, p99 ${(browsing.latency.p99 / Math.max(1, floorRun.latency.p99)).toFixed(2)}x`,
    );
  }
  log('');
  const paidResults = results.filter((r) => r.outcome === 'paid');
  const latencies = paidResults.map((r) => r.latencyMs).sort((a, b) => a - b);
  log('checkouts through the gateway (login -> key -> create -> sandbox pay -> verify -> save)');
  row('attempted / paid', `${results.length} / ${paidResults.length}`);
  row(
    'latency create -> verified',
    `p50 ${ms(pct(latencies, 0.5))}  p95 ${ms(pct(latencies, 0.95))}  max ${ms(pct(latencies, 1))}`,
  );
  const outcomes = {};
  for (const r of results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
  row('what shoppers ended with', counts(outcomes));
  const calls = Object.entries(shopperLog.calls)
    .map(([step, byOutcome]) => `${step} ${counts(byOutcome)}`)
    .join('; ');
  row('calls by step and answer', calls);
  const stepTimes = Object.entries(shopperLog.durations)
    .map(([step, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `${step} ${ms(pct(sorted, 0.5))}/${ms(pct(sorted, 0.95))}`;
    })
    .join('; ');
  row('time per step (p50/p95)', stepTimes);
  row(
    'client retries',
    `verify ${shopperLog.retries.verify}, save ${shopperLog.retries.save}; confirmed paid after a failed verify: ${results.filter((r) => r.confirmedAfterFailedVerify).length}`,
  );
  for (const r of results.filter((x) => x.error && x.outcome !== 'paid').slice(0, 5))
    row(`  #${r.n} ${r.outcome}`, r.error);

  if (fault) {
    log('');
    log(`fault: ${fault.what}`);
    const rel = (t) => (t ? `+${((t - began) / 1000).toFixed(1)} s` : '-');
    row(
      'asked / stopped / started / ready',
      `${rel(faultTimes.asked)} / ${rel(faultTimes.stopped)} / ${rel(faultTimes.started)} / ${rel(faultTimes.ready)}`,
    );
    if (faultTimes.error) row('restart failed', faultTimes.error);
    // Failures from the stop until 60 s after the part answered again.
    const windowEnd = (faultTimes.ready ?? faultTimes.stopped ?? began) + 60_000;
    const from = faultTimes.asked ?? began;
    const browseFailures = browsing.timeline.reduce(
      (sum, s, i) =>
        sum +
        (browsing.startedAt + i * 1000 >= from - 1000 && browsing.startedAt + i * 1000 <= windowEnd ? s.failed : 0),
      0,
    );
    const shopFailures = shopperLog.failureTimes.filter((t) => t >= from && t <= windowEnd);
    row('failed requests in the fault window', `browsing ${browseFailures}, checkout calls ${shopFailures.length}`);
    // Recovery: from the part's start to the last 5xx answer or refused connection (browsing or checkout)
    // in the window. Time-outs are left out: on a loaded machine they happen without any fault.
    const inWindow = (t) => t && t >= from && t <= windowEnd;
    const lastOutage =
      Math.max(
        inWindow(browsing.lastServerErrorAt) ? browsing.lastServerErrorAt : 0,
        ...shopperLog.serverErrorTimes.filter(inWindow),
        0,
      ) || null;
    const readyAfter = faultTimes.ready && faultTimes.started ? secs(faultTimes.ready - faultTimes.started) : '-';
    row(
      'recovery (part started -> last 5xx)',
      lastOutage && faultTimes.started
        ? `${secs(Math.max(0, lastOutage - faultTimes.started))} (last 5xx or refused connection ${rel(lastOutage)}; readiness answered ${readyAfter} after the start)`
        : `no 5xx or refused connection (readiness answered ${readyAfter} after the start)`,
    );
    const perSecond = browsing.timeline
      .map((s, i) => ({ ...s, t: browsing.startedAt + i * 1000 }))
      .filter((s) => s.t >= from - 2000 && s.t <= (faultTimes.ready ?? from) + 5000)
      .map((s) => `${rel(s.t)} ${s.ok}/${s.failed}`);
    row('browsing per second (ok/failed)', perSecond.join(', '));
  }

  log('');
  log('paid = recorded exactly once');
  row('sandbox orders by status', counts(check.statuses));
  row(
    'orders recorded',
    `${check.orders} (recorded by ${counts(check.recordedBy) || '-'}) for ${check.paid} sandbox-paid checkouts; settled ${secs(check.settledMs)} after the run`,
  );
  row(
    'missing / without payment / duplicated',
    `${check.missing.length} / ${check.orphans.length} / ${check.duplicatePayments.length + check.duplicateNumbers.length + check.wrongPayment.length}`,
  );
  row('shoppers told a recorded payment failed', String(check.toldFailedButRecorded.length));
  row('exactly once', check.ok ? 'yes' : 'NO');
  if (!check.ok) {
    for (const [label, list] of [
      ['missing', check.missing],
      ['orders without a paid checkout', check.orphans],
      ['payment ids used twice', check.duplicatePayments],
      ['order numbers used twice', check.duplicateNumbers],
      ['order with another payment', check.wrongPayment],
    ])
      if (list.length) row(`  ${label}`, list.slice(0, 10).join(', '));
    exitCode = 1;
  }
  if (crash) {
    row('a part crashed during the run', crash.part);
    exitCode = 1;
  }
  // With every part up, no shopper should wait 2 s for any answer: a long one is a defect to find.
  // Not in smoke mode: npm test makes no timed assertion (the slow requests are listed above anyway).
  if (!SMOKE && !fault && !crash && browsing.slowCount > 0) {
    row(`FAILED: browsing requests over ${SLOW_MS / 1000} s with the stack healthy`, String(browsing.slowCount));
    exitCode = 1;
  }
  log('');
  log('machine');
  row('CPUs', `${cpus.length} x ${cpus[0]?.model ?? 'unknown'}`);
  row('Node', process.version);
  row(
    'load average (1 min)',
    `before ${loadBefore.toFixed(2)}, during mean ${(loadSamples.reduce((a, b) => a + b, 0) / Math.max(1, loadSamples.length)).toFixed(2)} max ${Math.max(0, ...loadSamples).toFixed(2)}, after ${loadAfter.toFixed(2)} (includes this benchmark)`,
  );
  row('ran', `${secs(ranMs)} of load, ${CHECKOUTS} checkouts`);
  row(
    `CPU while browsing (of one core; ${cpus.length} cores)`,
    cpu
      .map((c) => `${c.part} ${Math.round(c.coreShare * 100)} %${c.processes > 1 ? ` (${c.processes} processes)` : ''}`)
      .join(', ') || 'not measured (no /proc)',
  );
  if (SUMMARY_FILE)
    fs.writeFileSync(
      SUMMARY_FILE,
      JSON.stringify({
        workers: GATEWAY_WORKERS,
        shop: { rps: browsing.rps, latency: browsing.latency, slowCount: browsing.slowCount },
        floor: floorRun && { rps: floorRun.rps, latency: floorRun.latency, slowCount: floorRun.slowCount },
        checkout: { p50: pct(latencies, 0.5), p95: pct(latencies, 0.95), paid: paidResults.length, of: results.length },
        exactlyOnce: check.ok,
        load: loadSamples.reduce((a, b) => a + b, 0) / Math.max(1, loadSamples.length),
        cpu,
      }),
    );
} catch (error) {
  log(`load bench failed: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  await stack?.stop();
  if (exitCode === 0 && !KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  else log(`  data and logs kept in ${dataDir}`);
}
process.exit(exitCode);
