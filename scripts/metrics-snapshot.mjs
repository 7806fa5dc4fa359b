// A static picture of the shop's dashboard: scrapes every part's GET /metrics a few times
// while the shop is under load and writes one HTML page with inline SVG charts of the dashboard's main
// panels (request rate, 5xx, p99 latency per route, checkouts started/paid/failed, verify latency,
// reconciliation backlog, orders per state). No network beyond the stack's own loopback ports, no CDN.
// Grafana is not available offline; every number on the page is computed from the scraped samples.
//
//   node scripts/metrics-snapshot.mjs [--seconds 45] [--interval 3] [--connections 20]
//                                     [--checkouts-per-minute 20] [--out .data/metrics-snapshot.html]
//     starts a fresh stack (free ports, a throw-away data directory), browses it with the load bench's
//     mix (scripts/bench/load/mix.mjs) over N connections and makes checkouts with its shoppers
//     (load/shopper.mjs: sign-up, login, create -> sandbox pay -> verify -> save), scrapes, stops.
//   node scripts/metrics-snapshot.mjs --attach [--gateway http://127.0.0.1:9100] [--catalog ...9101]
//                                     [--orders ...9102] [--identity ...9103] [--seconds 45]
//     only scrapes a running shop (`npm start`'s metrics ports by default) under whatever load it has.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : fallback;
};
const SECONDS = Number(option('seconds', 45));
const INTERVAL = Number(option('interval', 3));
const CONNECTIONS = Number(option('connections', 20));
const PER_MINUTE = Number(option('checkouts-per-minute', 20));
const ATTACH = argv.includes('--attach');
const PARTS = ['gateway', 'catalog', 'orders', 'identity'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { startStack, repoRoot } = createRequire(import.meta.url)('@rmj/devstack');
const root = repoRoot();
const OUT = path.resolve(option('out', path.join(root, '.data', 'metrics-snapshot.html')));

// ---- Prometheus text format -----------------------------------------------------------------------
/** [{name, labels, value}] of one scrape. */
function parse(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels = {};
    // Label names start the text or follow a comma (the value's escapes never contain a bare quote).
    for (const [, k, v] of (m[2] ?? '').matchAll(/(?:^|,)([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[k] = v.replace(/\\(.)/g, '$1');
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}
/** @type {(labels: Record<string, string>) => boolean} */
const anyLabels = () => true;
const pick = (samples, name, where = anyLabels) => samples.filter((s) => s.name === name && where(s.labels));
const total = (samples, name, where) => pick(samples, name, where).reduce((a, s) => a + s.value, 0);

/** Prometheus' histogram_quantile over cumulative buckets [{le, count}] (le ascending, +Inf last). */
function quantile(q, buckets) {
  const count = buckets.at(-1)?.count ?? 0;
  if (count === 0) return NaN;
  const rank = q * count;
  let prevLe = 0;
  let prevCount = 0;
  for (const { le, count: c } of buckets) {
    if (c >= rank) {
      if (le === Infinity) return prevLe;
      return prevLe + (le - prevLe) * ((rank - prevCount) / Math.max(c - prevCount, 1e-9));
    }
    prevLe = le;
    prevCount = c;
  }
  return prevLe;
}

/** Bucket counts of `name` (a histogram) between two scrapes, summed over series that pass `where`. */
function bucketsBetween(before, after, name, where = () => true) {
  const sum = (samples) => {
    const byLe = new Map();
    for (const s of pick(samples, `${name}_bucket`, where)) {
      const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
      byLe.set(le, (byLe.get(le) ?? 0) + s.value);
    }
    return byLe;
  };
  const [a, b] = [sum(before), sum(after)];
  return [...b.keys()].sort((x, y) => x - y).map((le) => ({ le, count: b.get(le) - (a.get(le) ?? 0) }));
}

// ---- SVG ------------------------------------------------------------------------------------------
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#17becf'];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const fmt = (v) =>
  !Number.isFinite(v) ? '–' : Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toPrecision(2);

/** Lines over time: series [{name, points: [[seconds, value]]}]. */
function lineChart(title, unit, series) {
  const [W, H, L, B] = [560, 230, 56, 34];
  const xs = series.flatMap((s) => s.points.map((p) => p[0]));
  const ys = series.flatMap((s) => s.points.map((p) => p[1])).filter(Number.isFinite);
  const xMax = Math.max(1, ...xs);
  const top = Math.max(0, ...ys);
  const yMax = top > 0 ? top * 1.1 : 1;
  const x = (v) => L + (v / xMax) * (W - L - 10);
  const y = (v) => H - B - (v / yMax) * (H - B - 28);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * yMax);
  let svg = `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">`;
  svg += `<text x="8" y="16" class="t">${esc(title)}</text>`;
  for (const t of ticks)
    svg += `<line x1="${L}" x2="${W - 10}" y1="${y(t)}" y2="${y(t)}" class="g"/><text x="${L - 4}" y="${y(t) + 4}" class="a" text-anchor="end">${fmt(t)}</text>`;
  svg += `<text x="${W - 10}" y="${H - 6}" class="a" text-anchor="end">seconds of load → (${esc(unit)})</text>`;
  series.forEach((s, i) => {
    const pts = s.points.filter((p) => Number.isFinite(p[1]));
    if (pts.length === 0) return;
    svg += `<polyline fill="none" stroke="${COLOURS[i % COLOURS.length]}" stroke-width="2" points="${pts.map(([a, b]) => `${x(a).toFixed(1)},${y(b).toFixed(1)}`).join(' ')}"/>`;
    svg += `<text x="${L + 6 + (i * (W - L - 10)) / series.length}" y="${H - B + 18}" class="a" style="fill:${COLOURS[i % COLOURS.length]}">■ ${esc(s.name)} ${fmt(pts.at(-1)[1])}</text>`;
  });
  return `${svg}</svg>`;
}

/** Horizontal bars: [{label, value}]. */
function barChart(title, unit, bars) {
  const [W, row, L] = [560, 20, 290];
  const H = 30 + bars.length * row + 10;
  const max = Math.max(1e-9, ...bars.map((b) => b.value).filter(Number.isFinite));
  let svg = `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)}">`;
  svg += `<text x="8" y="16" class="t">${esc(title)} (${esc(unit)})</text>`;
  bars.forEach((b, i) => {
    const top = 28 + i * row;
    const w = Number.isFinite(b.value) ? (b.value / max) * (W - L - 60) : 0;
    svg += `<text x="${L - 6}" y="${top + 13}" class="a" text-anchor="end">${esc(b.label)}</text>`;
    svg += `<rect x="${L}" y="${top + 2}" width="${w.toFixed(1)}" height="${row - 6}" fill="${COLOURS[0]}"/>`;
    svg += `<text x="${L + w + 4}" y="${top + 13}" class="a">${fmt(b.value)}</text>`;
  });
  return `${svg}</svg>`;
}

// ---- scraping -------------------------------------------------------------------------------------
async function scrape(urls) {
  const at = Date.now();
  const parts = {};
  for (const part of PARTS) {
    try {
      parts[part] = parse(await (await fetch(`${urls[part]}/metrics`, { signal: AbortSignal.timeout(5000) })).text());
    } catch {
      parts[part] = [];
    }
  }
  return { at, parts };
}

// ---- the load (own stack) -------------------------------------------------------------------------
async function startLoad(stack) {
  const { browsingMix } = await import('./bench/load/mix.mjs');
  const { checkout, client, ShopperLog, signUp } = await import('./bench/load/shopper.mjs');
  const baseURL = stack.baseURL.replace('localhost', '127.0.0.1');
  const products = (await (await fetch(`${baseURL}/api/all-products?limit=1000`)).json()).products;
  const mix = browsingMix(root, products);
  const weightSum = mix.reduce((a, m) => a + m.weight, 0);
  const pickPath = () => {
    let r = Math.random() * weightSum;
    for (const m of mix) if ((r -= m.weight) <= 0) return m.path;
    return mix[0].path;
  };
  const log = new ShopperLog();
  const api = client(baseURL, log);
  const checkouts = Math.max(1, Math.round((PER_MINUTE * SECONDS) / 60));
  const accounts = [];
  for (let i = 0; i < Math.max(2, Math.ceil(checkouts / 4)); i += 1) accounts.push(await signUp(api, stack.mailURL, i));
  const buyable = products.filter((p) => p.inStock);
  let running = true;
  const browsers = Array.from({ length: CONNECTIONS }, async () => {
    while (running) {
      await fetch(`${baseURL}${pickPath()}`, { headers: { 'accept-encoding': 'br, gzip' } })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
  });
  const outcomes = [];
  const shoppers = Array.from({ length: checkouts }, async (_, i) => {
    await sleep((i * 60_000) / PER_MINUTE);
    outcomes.push(await checkout(api, accounts[i % accounts.length], buyable[i % buyable.length], i));
  });
  return {
    describe: () =>
      `${CONNECTIONS} browsing connections (the load bench's mix), ${checkouts} checkouts (${PER_MINUTE}/min) by ${accounts.length} accounts: ${outcomes.filter((o) => o.outcome === 'paid').length} paid`,
    stop: async () => {
      running = false;
      await Promise.all([...browsers, ...shoppers]);
    },
  };
}

// ---- the page -------------------------------------------------------------------------------------
function render(scrapes, about) {
  const t0 = scrapes[0].at;
  const secs = (s) => Math.round((s.at - t0) / 1000);
  const pairs = scrapes.slice(1).map((s, i) => [scrapes[i], s]);
  const rate = (part, name, where) =>
    pairs.map(([a, b]) => [
      secs(b),
      (total(b.parts[part], name, where) - total(a.parts[part], name, where)) / ((b.at - a.at) / 1000),
    ]);
  const [first, last] = [scrapes[0], scrapes.at(-1)];
  const panels = [];
  panels.push(
    lineChart(
      'Request rate by part',
      'requests/s',
      PARTS.map((p) => ({ name: p, points: rate(p, 'rmj_http_requests_total') })),
    ),
  );
  panels.push(
    lineChart(
      '5xx answers',
      'answers/s',
      PARTS.map((p) => ({ name: p, points: rate(p, 'rmj_http_requests_total', (l) => l.status >= '500') })),
    ),
  );
  panels.push(
    lineChart('Gateway latency (all routes)', 'seconds', [
      {
        name: 'p50',
        points: pairs.map(([a, b]) => [
          secs(b),
          quantile(0.5, bucketsBetween(a.parts.gateway, b.parts.gateway, 'rmj_http_request_duration_seconds')),
        ]),
      },
      {
        name: 'p99',
        points: pairs.map(([a, b]) => [
          secs(b),
          quantile(0.99, bucketsBetween(a.parts.gateway, b.parts.gateway, 'rmj_http_request_duration_seconds')),
        ]),
      },
    ]),
  );
  // p99 per route over the whole window: the busiest routes of every part.
  const routes = PARTS.flatMap((part) => {
    const keys = new Set(pick(last.parts[part], 'rmj_http_requests_total').map((s) => s.labels.route));
    return [...keys].map((route) => {
      const where = (l) => l.route === route;
      const count =
        total(last.parts[part], 'rmj_http_requests_total', where) -
        total(first.parts[part], 'rmj_http_requests_total', where);
      const p99 = quantile(
        0.99,
        bucketsBetween(first.parts[part], last.parts[part], 'rmj_http_request_duration_seconds', where),
      );
      return { label: `${part} ${route} (${count})`, value: p99, count };
    });
  })
    .filter((r) => r.count >= 5)
    .sort((a, b) => b.count - a.count)
    .slice(0, 14);
  panels.push(barChart('p99 latency per route (busiest, request count in brackets)', 'seconds', routes));
  const cumulative = (name, where) =>
    scrapes.map((s) => [secs(s), total(s.parts.orders, name, where) - total(first.parts.orders, name, where)]);
  panels.push(
    lineChart('Checkouts', 'since the start', [
      { name: 'started', points: cumulative('rmj_checkouts_started_total') },
      { name: 'paid', points: cumulative('rmj_checkouts_paid_total') },
      { name: 'failed', points: cumulative('rmj_checkouts_failed_total') },
    ]),
  );
  const verifyAll = bucketsBetween(first.parts.orders, last.parts.orders, 'rmj_verify_duration_seconds');
  panels.push(
    barChart(`Verify latency (${verifyAll.at(-1)?.count ?? 0} verifies in the window)`, 'seconds', [
      { label: 'p50', value: quantile(0.5, verifyAll) },
      { label: 'p95', value: quantile(0.95, verifyAll) },
      { label: 'p99', value: quantile(0.99, verifyAll) },
    ]),
  );
  const gauge = (name) => scrapes.map((s) => [secs(s), total(s.parts.orders, name)]);
  panels.push(
    lineChart('Reconciliation (read at most every 15 s)', 'count / seconds', [
      { name: 'backlog', points: gauge('rmj_reconciliation_backlog') },
      { name: 'oldest pending s', points: gauge('rmj_oldest_pending_order_age_seconds') },
      { name: 'captured, no order', points: gauge('rmj_payments_captured_without_order') },
    ]),
  );
  panels.push(
    barChart(
      'Orders per state (last scrape; read at most every 15 s)',
      'orders',
      pick(last.parts.orders, 'rmj_orders').map((s) => ({ label: s.labels.state, value: s.value })),
    ),
  );
  const delta = (part, name, where) => total(last.parts[part], name, where) - total(first.parts[part], name, where);
  const seconds = (last.at - first.at) / 1000;
  const facts = [
    ['Window', `${seconds.toFixed(0)} s, ${scrapes.length} scrapes every ${INTERVAL} s`],
    ['Load', about],
    [
      'Gateway requests',
      `${delta('gateway', 'rmj_http_requests_total')} (${fmt(delta('gateway', 'rmj_http_requests_total') / seconds)}/s)`,
    ],
    [
      '5xx (all parts)',
      PARTS.map((p) => `${p} ${delta(p, 'rmj_http_requests_total', (l) => l.status >= '500')}`).join(', '),
    ],
    ['Rate-limit refusals', PARTS.map((p) => `${p} ${delta(p, 'rmj_rate_limit_refusals_total')}`).join(', ')],
    ['Upstream failures (gateway)', String(delta('gateway', 'rmj_upstream_failures_total'))],
    [
      'Paid by path (since each part started)',
      pick(last.parts.orders, 'rmj_checkouts_paid_total')
        .map((s) => `${s.labels.via} ${s.value}`)
        .join(', ') || '0',
    ],
    ['Webhook failures', String(delta('orders', 'rmj_webhook_failures_total'))],
    ['Machine', `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RMJ metrics snapshot</title>
<style>body{font:14px system-ui,sans-serif;margin:20px;color:#222}h1{font-size:20px}.grid{display:flex;flex-wrap:wrap;gap:14px}
svg{background:#fafafa;border:1px solid #ddd}.t{font-size:13px;font-weight:600}.a{font-size:11px;fill:#444}.g{stroke:#e2e2e2}
table{border-collapse:collapse;margin:10px 0 18px}td{border:1px solid #ddd;padding:3px 8px}</style></head><body>
<h1>RMJ shop: metrics snapshot, ${esc(new Date(first.at).toISOString())}</h1>
<p>Computed from the Prometheus text each part served on its metrics port (rates between scrapes; quantiles from
the histograms' buckets as Prometheus' histogram_quantile does). Not Grafana: the dashboard's main panels drawn by scripts/metrics-snapshot.mjs.</p>
<table>${facts.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
<div class="grid">${panels.join('\n')}</div></body></html>`;
}

// ---- main -----------------------------------------------------------------------------------------
let stack;
let load;
let dataDir;
try {
  let urls;
  if (ATTACH) {
    urls = Object.fromEntries(PARTS.map((p, i) => [p, option(p, `http://127.0.0.1:${9100 + i}`)]));
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-metrics-'));
    process.stdout.write('starting a fresh stack (free ports)...\n');
    const { LOADED_STACK_ENV } = await import('./bench/load/stack-env.mjs');
    stack = await startStack({
      ports: 'free',
      dataDir,
      quiet: true,
      env: LOADED_STACK_ENV,
    });
    urls = Object.fromEntries(PARTS.map((p) => [p, `http://127.0.0.1:${stack.ports[`${p}Metrics`]}`]));
    process.stdout.write(`loading it: ${CONNECTIONS} browsing connections, ${PER_MINUTE} checkouts/min\n`);
    load = await startLoad(stack);
  }
  const scrapes = [await scrape(urls)];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    await sleep(INTERVAL * 1000);
    scrapes.push(await scrape(urls));
    process.stdout.write('.');
  }
  await load?.stop();
  const about = load ? load.describe() : 'attached to a running shop (its own load)';
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, render(scrapes, about));
  process.stdout.write(`\n${about}\nwrote ${OUT}\n`);
} finally {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
