// Child process of catalog.bench.mjs: drives one URL with autocannon and prints
// one JSON line {rps, p50, p95, p99, non2xx, errors, mbPerSec}. Kept apart from
// the servers it measures so the load generator never shares their event loop.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');

const [url, connections = '50', duration = '10'] = process.argv.slice(2);
const times = [];
const instance = autocannon({ url, connections: Number(connections), duration: Number(duration) });
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
instance.on('done', (result) => {
  times.sort((a, b) => a - b);
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
  process.stdout.write(
    `${JSON.stringify({
      rps: result.requests.average,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      mbPerSec: result.throughput.average / 1e6,
      total: result.requests.total,
      autocannonP50: result.latency.p50,
      autocannonP99: result.latency.p99,
      statusCodes: result.statusCodeStats,
    })}\n`,
  );
});
