// Child process of load.bench.mjs: the browsing shoppers. Drives the gateway with autocannon over a
// weighted mix of requests (each request picks its URL at random by weight, so 200 connections are
// not in lock-step), and prints one JSON line: totals, autocannon's latency histogram, status codes,
// errors and time-outs, per-kind latency, a per-second timeline (for the fault runs' recovery) and every
// request over SLOW_MS (kind, path, status or 'timeout', time, when) so a long one can be traced.
// Kept apart from the stack and from the checkout client so the load generator never shares their
// event loop. Argument: the path of a JSON file {url, connections, seconds, mix:[{kind,path,weight}], headers}.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const total = job.mix.reduce((sum, entry) => sum + entry.weight, 0);
const cumulative = [];
let running = 0;
for (const entry of job.mix) {
  running += entry.weight / total;
  cumulative.push([running, entry]);
}
const pick = () => {
  const r = Math.random();
  return (cumulative.find(([edge]) => r < edge) ?? cumulative[cumulative.length - 1])[1];
};

/** kind -> response times (ms) and failures. */
const kinds = new Map();
const kindStats = (kind) => {
  let stats = kinds.get(kind);
  if (!stats) kinds.set(kind, (stats = { times: [], failed: 0, statuses: {} }));
  return stats;
};
/** second since start -> {ok, failed} (failed: status >= 400, time-out or connection error). */
const timeline = [];
const started = Date.now();
const slot = () => {
  const second = Math.floor((Date.now() - started) / 1000);
  while (timeline.length <= second) timeline.push({ ok: 0, failed: 0 });
  return timeline[second];
};
let lastFailureAt = null;
/** A request slower than this is listed one by one (the bench fails on any while the stack is healthy). */
const SLOW_MS = job.slowMs ?? 2000;
/** [{kind, path, status, ms, at}] (at: ms since start), capped so a collapse cannot flood the answer. */
const slow = [];
let slowCount = 0;
const noteSlow = (kind, p, status, took) => {
  slowCount += 1;
  if (slow.length < 500) slow.push({ kind, path: p, status, ms: Math.round(took), at: Date.now() - started });
};
/** The last 5xx answer (a stopped part shows as 502/503/504 at once; time-outs are mostly the machine's load). */
let lastServerErrorAt = null;

const instance = autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  timeout: 10,
  headers: job.headers,
  requests: [
    {
      setupRequest: (req, context) => {
        const entry = pick();
        context.kind = entry.kind;
        context.path = entry.path;
        context.sentAt = performance.now();
        return { ...req, path: entry.path };
      },
    },
  ],
  // A time-out is reported without its request; the client still holds the request that timed out.
  setupClient: (client) => {
    client.on('timeout', () => {
      const context = client.requestIterator?.context ?? {};
      noteSlow(context.kind ?? 'unknown', context.path ?? '?', 'timeout', performance.now() - (context.sentAt ?? 0));
    });
  },
});
instance.on('response', (client, status, _bytes, responseTime) => {
  const context = client.requestIterator?.context ?? {};
  const kind = context.kind ?? 'unknown';
  if (responseTime > SLOW_MS) noteSlow(kind, context.path ?? '?', status, responseTime);
  const stats = kindStats(kind);
  stats.times.push(responseTime);
  stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
  const bucket = slot();
  if (status >= 400) {
    stats.failed += 1;
    bucket.failed += 1;
    lastFailureAt = Date.now();
    if (status >= 500) lastServerErrorAt = lastFailureAt;
  } else bucket.ok += 1;
});
// autocannon does not say which request timed out or lost its connection: counted apart from the kinds.
instance.on('reqError', (error) => {
  const stats = kindStats('(time-outs, connection errors)');
  stats.failed += 1;
  const name = /timed out|timeout/i.test(String(error?.message ?? error)) ? 'timeout' : (error?.code ?? 'error');
  stats.statuses[name] = (stats.statuses[name] ?? 0) + 1;
  slot().failed += 1;
  lastFailureAt = Date.now();
});
instance.on('done', (result) => {
  const pct = (sorted, q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null;
  const perKind = Object.fromEntries(
    [...kinds].map(([kind, { times, failed, statuses }]) => {
      times.sort((a, b) => a - b);
      return [
        kind,
        { n: times.length, failed, statuses, p50: pct(times, 0.5), p99: pct(times, 0.99), max: pct(times, 1) },
      ];
    }),
  );
  process.stdout.write(
    `${JSON.stringify({
      startedAt: started,
      duration: result.duration,
      total: result.requests.total,
      rps: result.requests.total / result.duration,
      latency: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
      errors: result.errors,
      timeouts: result.timeouts,
      bytesPerSec: result.throughput.average,
      perKind,
      timeline,
      lastFailureAt,
      lastServerErrorAt,
      slowMs: SLOW_MS,
      slowCount,
      slow,
    })}\n`,
  );
});
