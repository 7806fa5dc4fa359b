// The gateway on several cores (GATEWAY_WORKERS=2): the built gateway started as `npm start` starts it,
// one process per worker behind one port. What a shopper or an operator would notice: a client gets
// its rate limits once, not once per worker (the read budget to within what arrives in one sync); /metrics counts every request whichever worker answered;
// a worker that dies is replaced while the others answer; SIGTERM stops them all.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { sampleValue } from '@rmj/nest-common';
import { closedPort, startUpstream } from '../testing/upstream-stub';
import { SYNC_MS } from './limit-store';

jest.setTimeout(60_000);

const MAIN = join(__dirname, '../../dist/main.js');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a new connection, so the cluster's round-robin spreads them over the workers. */
function call(port: number, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { connection: 'close', 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    // A connection handed to a worker at the moment it is killed is never answered.
    req.setTimeout(3_000, () => req.destroy(new Error('no answer')));
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const text = async (url: string) => (await fetch(url)).text();
const workerPids = (primary: number): number[] =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((pid) => pid > 0);

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

let gateway: ChildProcess;
let port: number;
let metricsPort: number;
let catalog: Awaited<ReturnType<typeof startUpstream>>;

beforeAll(async () => {
  catalog = await startUpstream();
  port = await closedPort();
  metricsPort = await closedPort();
  gateway = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      GATEWAY_WORKERS: '2',
      // Round robin: consecutive connections alternate between the two workers, so every count below
      // would come out wrong if a worker kept its own (the kernel's choice could give one worker all).
      NODE_CLUSTER_SCHED_POLICY: 'rr',
      CATALOG_URL: catalog.url,
      ORDERS_URL: `http://127.0.0.1:${await closedPort()}`,
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
      RATE_LIMIT_PER_MINUTE: '5',
      READ_RATE_LIMIT_PER_MINUTE: '30',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
  await until('two gateway workers', async () =>
    workerPids(gateway.pid!).length === 2 && (await call(port, 'GET', '/health/live')) === 200 ? true : undefined,
  );
});
afterAll(async () => {
  if (gateway.exitCode === null) {
    gateway.kill('SIGKILL');
    await new Promise((resolve) => gateway.once('exit', resolve));
  }
  await catalog.close();
});

it('answers /metrics with the sum of every worker: each request counted once', async () => {
  for (let i = 0; i < 20; i += 1) expect(await call(port, 'GET', '/api/products/ring-1')).toBe(200);
  const metrics = await text(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(sampleValue(metrics, 'rmj_http_requests_total', { route: '/api/products/**', status: '200' })).toBe(20);
});

it('gives a client its per-minute limit once across the workers', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push(await call(port, 'POST', '/api/contacts'));
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  const metrics = await text(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(sampleValue(metrics, 'rmj_rate_limit_refusals_total', { class: 'general' })).toBe(5);
});

it('gives a client its catalogue-read budget once across the workers, counted as it browses', async () => {
  // 20 reads were made above; the budget is 30. Each worker counts its own and syncs every SYNC_MS.
  await sleep(4 * SYNC_MS);
  const statuses: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    statuses.push(await call(port, 'GET', '/api/products/ring-2'));
    await sleep(2 * SYNC_MS);
  }
  // Never refused within the budget, and refused by every worker once they have exchanged their counts.
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  expect(statuses).toContain(429);
  await until('every worker refusing', async () => {
    const four = await Promise.all(Array.from({ length: 4 }, () => call(port, 'GET', '/api/products/ring-2')));
    return four.every((s) => s === 429) ? true : undefined;
  });
});

it('replaces a worker that dies, and keeps answering meanwhile', async () => {
  const [victim, survivor] = workerPids(gateway.pid!);
  process.kill(victim, 'SIGKILL');
  expect(
    await until('an answer', async () => ((await call(port, 'GET', '/health/live')) === 200 ? true : undefined)),
  ).toBe(true);
  const now = await until('a new worker', () => {
    const pids = workerPids(gateway.pid!);
    return pids.length === 2 && !pids.includes(victim) ? pids : undefined;
  });
  expect(now).toContain(survivor);
  await until('the new worker answering', async () => {
    const all = await Promise.all(Array.from({ length: 6 }, () => call(port, 'GET', '/health/live')));
    return all.every((s) => s === 200) ? true : undefined;
  });
});

it('stops every worker on SIGTERM and exits 0', async () => {
  const pids = workerPids(gateway.pid!);
  const exited = new Promise<number | null>((resolve) => gateway.once('exit', (code) => resolve(code)));
  gateway.kill('SIGTERM');
  expect(await exited).toBe(0);
  for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
});
