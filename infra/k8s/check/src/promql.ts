// PromQL as Prometheus parses it: the official grammar (@prometheus-io/lezer-promql, the parser of
// Prometheus's own query editor). A query with a syntax error parses into a tree with error nodes; the
// metric names are the identifiers of its vector selectors.
import { parser } from '@prometheus-io/lezer-promql';

export interface ParsedQuery {
  /** Positions (0-based) of syntax errors; empty when the query parses. */
  errors: number[];
  /** Metric names the query selects (`foo` in `foo{a="b"}`, `rate(foo[5m])`), each once. */
  metrics: string[];
}

export function parsePromQL(query: string): ParsedQuery {
  const errors: number[] = [];
  const metrics = new Set<string>();
  parser.parse(query).iterate({
    enter(node) {
      if (node.type.isError) errors.push(node.from);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
        metrics.add(query.slice(node.from, node.to));
      }
    },
  });
  if (query.trim() === '') errors.push(0);
  return { errors, metrics: [...metrics] };
}

/**
 * Grafana's variables are not PromQL: `$__rate_interval` and friends become a duration, any other
 * `$var` / `${var}` a plain word, so the rest of the query can be parsed.
 */
export function withoutGrafanaVariables(expr: string): string {
  return expr
    .replace(/\$\{?__(rate_interval|interval|range)(_ms|_s)?\}?/g, '5m')
    .replace(/\$\{(\w+)(:\w+)?\}|\$(\w+)/g, 'var');
}

/** What a metric name may be: the shop's own (names.ts), prom-client's defaults and external exporters'. */
export interface MetricCatalog {
  /** name → type (counter, gauge, histogram) of the shop's metrics. */
  shop: Map<string, string>;
  /** Other names the alerts and dashboards may use (Node runtime, Prometheus, kube-state-metrics). */
  external: Set<string>;
}

/** prom-client 15's collectDefaultMetrics() names (with the `service` default label of each registry). */
export const NODE_DEFAULT_METRICS = [
  'process_cpu_user_seconds_total',
  'process_cpu_system_seconds_total',
  'process_cpu_seconds_total',
  'process_start_time_seconds',
  'process_resident_memory_bytes',
  'process_virtual_memory_bytes',
  'process_heap_bytes',
  'process_open_fds',
  'process_max_fds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_min_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'nodejs_eventloop_lag_mean_seconds',
  'nodejs_eventloop_lag_stddev_seconds',
  'nodejs_eventloop_lag_p50_seconds',
  'nodejs_eventloop_lag_p90_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_heap_size_total_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_external_memory_bytes',
  'nodejs_heap_space_size_total_bytes',
  'nodejs_heap_space_size_used_bytes',
  'nodejs_heap_space_size_available_bytes',
  'nodejs_version_info',
  'nodejs_gc_duration_seconds_bucket',
  'nodejs_gc_duration_seconds_sum',
  'nodejs_gc_duration_seconds_count',
];

/** Series of Prometheus itself and of kube-state-metrics the operational alerts read. */
export const EXTERNAL_METRICS = [
  'up',
  'kube_cronjob_status_last_successful_time',
  'kube_job_failed',
  'kube_job_status_failed',
];

/**
 * The shop's metric names and types, read from packages/nest-common/src/metrics/names.ts (the one list,
 * owned by the metrics code): each `def({ type: '…', name: '…' })`.
 */
export function shopMetricsFromSource(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/type:\s*'(counter|gauge|histogram)',\s*name:\s*'([a-zA-Z_:][a-zA-Z0-9_:]*)'/g)) {
    out.set(m[2], m[1]);
  }
  return out;
}

/** Why `name` is not a metric the shop exports, or undefined when it is one. */
export function unknownMetric(name: string, catalog: MetricCatalog): string | undefined {
  if (catalog.external.has(name) || catalog.shop.has(name)) {
    return catalog.shop.get(name) === 'histogram'
      ? `${name} is a histogram: use ${name}_bucket, _sum or _count`
      : undefined;
  }
  const base = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
  if (base && catalog.shop.get(base) === 'histogram') return undefined;
  return `unknown metric ${name} (not in packages/nest-common/src/metrics/names.ts nor a Node/Prometheus/kube-state-metrics series)`;
}
