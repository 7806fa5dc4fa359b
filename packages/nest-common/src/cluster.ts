/**
 * One service on every core (node:cluster): the primary forks `workers` processes that each run the
 * whole app on the same port (each accepts from the shared socket), restarts a worker that
 * dies, serves the metrics port with the sum over its workers (prom-client's AggregatorRegistry), and
 * on SIGTERM or SIGINT stops every worker gracefully before it exits. In Kubernetes a pod runs one
 * worker (replicas and the autoscaler scale there); on one machine the gateway runs one per core.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { startMetricsServer } from './metrics/metrics-server';

/** A worker that dies this soon after its start counts as a failed start. */
const EARLY_DEATH_MS = 10_000;
/** Failed starts in a row after which the primary gives up (exit 1: its own supervisor sees it). */
const MAX_EARLY_DEATHS = 5;
/** How long the primary waits for its workers to finish their requests at shutdown. */
const SHUTDOWN_GRACE_MS = 30_000;

export interface ClusterPrimaryOptions {
  service: string;
  workers: number;
  metricsPort: number;
  host: string;
  /** Runs in the primary before the first fork (a store the workers share through it). */
  onPrimary?: () => void;
  /** Lines for the log (the primary has no Nest logger). */
  log?: (line: string) => void;
}

/** True in a process forked by runClusterPrimary (the app runs here, the metrics port does not). */
export const isClusterWorker = (): boolean => cluster.isWorker;

let answering = false;

/**
 * The worker's side of the metrics: answer the primary's requests with `registry`'s values, or with
 * none while the app is still starting (the primary asks every worker and a silent one would fail the
 * whole scrape). prom-client installs its message listener when an AggregatorRegistry is made.
 */
export function shareMetricsWithPrimary(registry?: Registry): void {
  AggregatorRegistry.setRegistries(registry ? [registry] : []);
  if (answering) return;
  answering = true;
  new AggregatorRegistry();
}

export async function runClusterPrimary(opts: ClusterPrimaryOptions): Promise<void> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  opts.onPrimary?.();
  let stopping = false;
  let earlyDeaths = 0;
  const startedAt = new Map<Worker, number>();

  // Each worker accepts its own connections from the shared socket. Node's default on Linux (round
  // robin) hands a new connection to a worker only after that worker acknowledged the one before, a
  // turn of its event loop each: under load a burst of 200 new connections waited 2-4 s in that queue
  // (the load benchmark's slowest requests, warm or cold); without it the same burst's worst was 0.3-0.4 s.
  // Node's own NODE_CLUSTER_SCHED_POLICY still decides when set (tests ask for round robin, so that
  // consecutive connections surely reach different workers).
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      earlyDeaths = 0;
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    log(`${opts.service}: worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log(`${opts.service}: ${earlyDeaths} workers in a row died at start; giving up`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exit(1);
    }
    fork();
  });
  for (let i = 0; i < opts.workers; i += 1) fork();

  let metricsServer: Server | undefined;
  if (opts.metricsPort > 0) {
    const aggregate = new AggregatorRegistry();
    metricsServer = await startMetricsServer(
      { contentType: aggregate.contentType, metrics: () => aggregate.clusterMetrics() },
      opts.metricsPort,
      opts.host,
    );
    log(`${opts.service} metrics (sum of ${opts.workers} workers) on http://${opts.host}:${opts.metricsPort}/metrics`);
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    const gone = workers.map(
      (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
    );
    for (const w of workers) w.process.kill(signal);
    const force = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    void Promise.all(gone).then(() => {
      clearTimeout(force);
      metricsServer?.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
}
