// The gateway's resident memory under an edge-cache flood: `GET /api/all-products?limit=1000`
// with a different `Accept-Encoding: x<n>` each time, answered uncompressed by a stand-in catalog (a body
// of ANSWER_KB, the real catalogue's all-products answer is 0.3-1 MB). Starts the built gateway
// (`pnpm --filter @rmj/gateway build` first), prints its RSS before, after the requests and a while later.
//   node services/gateway/scripts/edge-cache-memory.mjs [requests=400] [answerKb=700] [laterMs=15000]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [requests = 400, answerKb = 700, laterMs = 15_000] = process.argv.slice(2).map(Number);
const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const body = JSON.stringify({ success: true, products: [], pad: 'x'.repeat(answerKb * 1024) });

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const catalog = createServer((req, res) => {
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.end(body);
});
const catalogPort = await listen(catalog);
const probe = createServer();
const port = await listen(probe);
await new Promise((resolve) => probe.close(resolve));

const gateway = spawn(process.execPath, [join(gatewayDir, 'dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
    CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
    READ_RATE_LIMIT_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssMb = () => {
  const line = readFileSync(`/proc/${gateway.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line[1]) / 1024);
};
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/health/live`)).ok) break;
  } catch {
    if (i > 100) throw new Error('the gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
await fetch(`${base}/api/test`).then((r) => r.arrayBuffer());
const before = rssMb();
for (let start = 0; start < requests; start += 20) {
  await Promise.all(
    Array.from({ length: Math.min(20, requests - start) }, (_, i) =>
      fetch(`${base}/api/all-products?limit=1000`, { headers: { 'accept-encoding': `x${start + i}` } }).then((r) =>
        r.arrayBuffer(),
      ),
    ),
  );
}
const after = rssMb();
await new Promise((resolve) => setTimeout(resolve, laterMs));
const later = rssMb();
console.log(
  JSON.stringify({ requests, answerKb, rssMb: { before, after, [`after${Math.round(laterMs / 1000)}s`]: later } }),
);
gateway.kill('SIGTERM');
catalog.close();
