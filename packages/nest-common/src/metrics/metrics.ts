/**
 * One Prometheus registry per service process (prom-client), with the `service` label on every
 * metric. Services take their metrics from it by definition (names.ts): `metrics.counter(METRICS.x)`
 * returns the one counter of that name, made on first use. Gauges read from the database at scrape
 * time use `sampled(...)` (at most one read per 15 s however often Prometheus asks).
 */
import type { Server } from 'node:http';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type LabelValues } from 'prom-client';
import { startMetricsServer } from './metrics-server';
import type { MetricDefinition } from './names';
import type { RouteResolver } from './http-metrics';

/** Longest time a value read at scrape time (a database count) is reused. */
export const SAMPLE_MAX_AGE_MS = 15_000;

export interface Sample<L extends string> {
  labels?: LabelValues<L>;
  value: number;
}

type AnyMetric = Counter<string> | Gauge<string> | Histogram<string>;

/**
 * `read` at most once per `maxAgeMs` (and once at a time): scrapes in between get the last values.
 * A failed read is retried at the next call; the previous values stay.
 */
export type CachedRead<T> = (() => Promise<T>) & {
  /** Forgets the cached value: the next call reads. */
  expire(): void;
};

export function cachedRead<T>(read: () => Promise<T>, maxAgeMs = SAMPLE_MAX_AGE_MS): CachedRead<T> {
  let last: { at: number; value: T } | undefined;
  let running: Promise<T> | undefined;
  const get = () => {
    if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    running ??= read()
      .then((value) => {
        last = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return Object.assign(get, {
    expire: () => {
      last = undefined;
    },
  });
}

@Injectable()
export class Metrics implements OnApplicationShutdown {
  readonly registry = new Registry();
  /** How the gateway names routes its Nest router does not know (its routing table, static files). */
  routeResolver?: RouteResolver;
  private readonly logger = new Logger('Metrics');
  private readonly made = new Map<string, AnyMetric>();
  private server?: Server;
  private readonly caches: Array<CachedRead<unknown>> = [];
  private runtimeCollected = false;

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
  }

  counter<L extends string>(def: MetricDefinition<L>): Counter<L> {
    return this.make(def, 'counter', () => new Counter<L>(this.options(def))) as Counter<L>;
  }

  histogram<L extends string>(def: MetricDefinition<L>): Histogram<L> {
    return this.make(
      def,
      'histogram',
      () => new Histogram<L>({ ...this.options(def), buckets: [...(def.buckets ?? [])] }),
    ) as Histogram<L>;
  }

  gauge<L extends string>(def: MetricDefinition<L>): Gauge<L> {
    return this.make(def, 'gauge', () => new Gauge<L>(this.options(def))) as Gauge<L>;
  }

  /**
   * A gauge whose values are read when Prometheus scrapes (a database count), through `read`
   * (wrap it in cachedRead to share one read between gauges; it is cached here anyway). Each read
   * replaces every value of the gauge, so a label that disappears is reported 0 by the reader or
   * not at all. A failed read keeps the last values and logs a warning.
   */
  sampled<L extends string>(
    def: MetricDefinition<L>,
    read: () => Promise<Array<Sample<L>> | number>,
    maxAgeMs = SAMPLE_MAX_AGE_MS,
  ): Gauge<L> {
    const cached = this.cachedRead(read, maxAgeMs);
    const logger = this.logger;
    return this.make(
      def,
      'gauge',
      () =>
        new Gauge<L>({
          ...this.options(def),
          // Every worker of a cluster reads the same database: the summed metrics show it once.
          aggregator: 'max',
          async collect() {
            try {
              const samples = await cached();
              this.reset();
              if (typeof samples === 'number') this.set(samples);
              else
                for (const s of samples) {
                  if (s.labels) this.set(s.labels, s.value);
                  else this.set(s.value);
                }
            } catch (err) {
              logger.warn(`${def.name}: reading the value failed: ${(err as Error).message}`);
            }
          },
        }),
    ) as Gauge<L>;
  }

  /** cachedRead whose cache expireSamples() forgets: for reads several sampled gauges share. */
  cachedRead<T>(read: () => Promise<T>, maxAgeMs = SAMPLE_MAX_AGE_MS): CachedRead<T> {
    const cached = cachedRead(read, maxAgeMs);
    this.caches.push(cached);
    return cached;
  }

  /** The next scrape reads every sampled gauge again (tests; values are otherwise up to 15 s old). */
  expireSamples(): void {
    for (const cache of this.caches) cache.expire();
  }

  /** Node's runtime metrics (process_*, nodejs_*), once per registry. */
  collectRuntime(): void {
    if (this.runtimeCollected) return;
    this.runtimeCollected = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The text format of every metric (what GET /metrics answers). */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Starts the separate metrics server (GET /metrics only) with the runtime metrics. */
  async serve(port: number, host: string): Promise<Server> {
    this.collectRuntime();
    this.server = await startMetricsServer(this.registry, port, host);
    return this.server;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private options<L extends string>(def: MetricDefinition<L>) {
    return { name: def.name, help: def.help, labelNames: [...def.labelNames], registers: [this.registry] };
  }

  private make(def: MetricDefinition<string>, type: MetricDefinition['type'], create: () => AnyMetric): AnyMetric {
    if (def.type !== type) throw new Error(`${def.name} is a ${def.type}, not a ${type}`);
    let metric = this.made.get(def.name);
    if (!metric) {
      metric = create();
      this.made.set(def.name, metric);
    }
    return metric;
  }
}

/**
 * The value of one sample in Prometheus' text format (what GET /metrics answers): the first line
 * of `name` (bare, or with labels) carrying every one of `labels`; 0 when there is none. For tests
 * and tools that read what a scraper would read.
 */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => {
    const head = l.slice(0, l.lastIndexOf(' '));
    return (head === name || head.startsWith(`${name}{`)) && want.every((w) => head.includes(w));
  });
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
