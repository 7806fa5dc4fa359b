/**
 * Every metric of the shop, defined once: name, help, labels, buckets. The
 * infra alerts and the Grafana dashboard are written against these names. Every metric also gets
 * the `service` label (gateway, catalog, orders, identity, render) as a default label of its registry.
 */

export interface MetricDefinition<L extends string = string> {
  type: 'counter' | 'gauge' | 'histogram';
  name: string;
  help: string;
  labelNames: readonly L[];
  /** Histograms only (seconds). */
  buckets?: readonly number[];
}

const def = <L extends string = never>(d: MetricDefinition<L>): MetricDefinition<L> => d;

/** Request latency buckets (seconds). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** Webhook delay buckets (seconds): receipt time minus the event's created_at. */
export const WEBHOOK_DELAY_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600] as const;

export const METRICS = {
  // HTTP: every service and the gateway (route = the route pattern, never the raw URL).
  httpRequests: def({
    type: 'counter',
    name: 'rmj_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
  }),
  httpDuration: def({
    type: 'histogram',
    name: 'rmj_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_DURATION_BUCKETS,
  }),
  rateLimitRefusals: def({
    type: 'counter',
    name: 'rmj_rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by limit class',
    labelNames: ['class'],
  }),

  // Shop (orders).
  checkoutsStarted: def({
    type: 'counter',
    name: 'rmj_checkouts_started_total',
    help: 'Payment orders created (POST /api/create-razorpay-order answered 200)',
    labelNames: [],
  }),
  checkoutsPaid: def({
    type: 'counter',
    name: 'rmj_checkouts_paid_total',
    help: 'Paid orders recorded (once per order), by the path that recorded it',
    labelNames: ['via'],
  }),
  checkoutsFailed: def({
    type: 'counter',
    name: 'rmj_checkouts_failed_total',
    help: 'Checkouts that failed: payment.failed webhooks, refused verifies, provider errors',
    labelNames: ['reason'],
  }),
  verifyDuration: def({
    type: 'histogram',
    name: 'rmj_verify_duration_seconds',
    help: 'Time to answer POST /api/verify-payment, by outcome (paid, refused, error)',
    labelNames: ['outcome'],
    buckets: HTTP_DURATION_BUCKETS,
  }),
  webhookEvents: def({
    type: 'counter',
    name: 'rmj_webhook_events_total',
    help: 'Payment provider webhooks received with a valid signature, by event',
    labelNames: ['event'],
  }),
  webhookFailures: def({
    type: 'counter',
    name: 'rmj_webhook_failures_total',
    help: 'Webhooks refused or not handled: signature, invalid (body), processing (an error while handling)',
    labelNames: ['reason'],
  }),
  webhookDelay: def({
    type: 'histogram',
    name: 'rmj_webhook_delay_seconds',
    help: "Receipt time of a webhook minus the event's created_at, by event",
    labelNames: ['event'],
    buckets: WEBHOOK_DELAY_BUCKETS,
  }),
  reconciliationBacklog: def({
    type: 'gauge',
    name: 'rmj_reconciliation_backlog',
    help: 'Payment orders not yet settled (neither paid, failed nor expired)',
    labelNames: [],
  }),
  oldestPendingOrderAge: def({
    type: 'gauge',
    name: 'rmj_oldest_pending_order_age_seconds',
    help: 'Age of the oldest payment order not yet settled (0 when none)',
    labelNames: [],
  }),
  capturedWithoutOrder: def({
    type: 'gauge',
    name: 'rmj_payments_captured_without_order',
    help: 'Payments the provider reported captured (webhook or reconciliation) that have no order yet',
    labelNames: [],
  }),
  oldestCapturedWithoutOrderAge: def({
    type: 'gauge',
    name: 'rmj_oldest_captured_without_order_age_seconds',
    help: 'Age of the oldest captured payment without an order (0 when none)',
    labelNames: [],
  }),
  orders: def({
    type: 'gauge',
    name: 'rmj_orders',
    help: 'Orders per state',
    labelNames: ['state'],
  }),
  paymentProviderRequests: def({
    type: 'counter',
    name: 'rmj_payment_provider_requests_total',
    help: 'Calls to the payment provider, by operation and outcome (ok, error, timeout, tls)',
    labelNames: ['operation', 'outcome'],
  }),

  // Uploads (catalog).
  uploadBytes: def({
    type: 'counter',
    name: 'rmj_upload_bytes_total',
    help: 'Bytes of customer files and product photographs stored, by kind',
    labelNames: ['kind'],
  }),

  // Gateway.
  upstreamFailures: def({
    type: 'counter',
    name: 'rmj_upstream_failures_total',
    help: 'Proxied requests the gateway answered itself because a service timed out (504) or was unavailable (502)',
    labelNames: ['upstream', 'kind'],
  }),

  // Caches keyed by request data (the gateway's catalogue edge cache, the render service's pages).
  cacheBytes: def({
    type: 'gauge',
    name: 'rmj_cache_bytes',
    help: 'Bytes an in-memory cache holds (kept answers and answers being captured), by cache; never above its configured cap',
    labelNames: ['cache'],
  }),
  cacheEntries: def({
    type: 'gauge',
    name: 'rmj_cache_entries',
    help: 'Answers an in-memory cache keeps, by cache',
    labelNames: ['cache'],
  }),

  // Render service (server-rendered pages).
  renders: def({
    type: 'counter',
    name: 'rmj_renders_total',
    help: 'Pages the render service answered, by outcome: server (rendered now), cache, client (a personal page, sent unrendered), failed (the render or the shell failed: sent unrendered), busy (every render slot was taken: sent unrendered), abandoned (every shopper who asked left before the render began: none was made)',
    labelNames: ['outcome'],
  }),
  renderDuration: def({
    type: 'histogram',
    name: 'rmj_render_duration_seconds',
    help: "Time the shell's server render took, by outcome (server, client, failed)",
    labelNames: ['outcome'],
    buckets: HTTP_DURATION_BUCKETS,
  }),
} as const;

/** Every metric name, for checks (the dashboard and the alerts use only these and prom-client's defaults). */
export const METRIC_NAMES: readonly string[] = Object.values(METRICS).map((m) => m.name);

/** The `route` label of a request no route matched. */
export const UNMATCHED_ROUTE = 'unmatched';
