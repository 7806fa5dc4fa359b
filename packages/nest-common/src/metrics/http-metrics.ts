/**
 * rmj_http_requests_total and rmj_http_request_duration_seconds for every request, labelled with
 * the route pattern (`/api/products/:id`, from the Nest/express route that answered), never the
 * raw URL: a request no route matched is `unmatched`. Every 429 counts in
 * rmj_rate_limit_refusals_total with the class of the limit that refused it (noteRateLimitRefusal),
 * or `other` when the code that answered 429 did not say.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from './metrics';
import { METRICS, UNMATCHED_ROUTE } from './names';

/** A route label for a request the Nest router did not answer (the gateway's proxy and static files), or undefined. */
export type RouteResolver = (req: IncomingMessage, res: ServerResponse) => string | undefined;

interface RequestMetricsContext {
  limitClass?: string;
}

const context = new AsyncLocalStorage<RequestMetricsContext>();
const refusedBy = new WeakMap<object, string>();

/** The status label of a request the client gave up on before its answer was sent (nginx's convention). */
export const CLIENT_CLOSED_STATUS = 499;
/** The class label of a 429 whose limit did not name itself. */
export const OTHER_LIMIT_CLASS = 'other';

/**
 * Names the limit that is refusing the current request (TicketLimiter does it for every limit kept
 * in the database; the gateway's limiters pass their response). Counted when the answer is a 429.
 */
export function noteRateLimitRefusal(limitClass: string, res?: ServerResponse): void {
  if (res) refusedBy.set(res, limitClass);
  const store = context.getStore();
  if (store) store.limitClass = limitClass;
}

/** Catch-all routes (Nest's not-found handler is `/{*path}`): no route of the app matched. */
const CATCH_ALL = /^\/?(\*|\{\*[^}]*\}|\(\.\*\))$/;

/** The matched route pattern of an express request, or undefined. */
function expressRoute(req: IncomingMessage): string | undefined {
  const route = (req as IncomingMessage & { route?: { path?: unknown } }).route;
  if (typeof route?.path !== 'string') return undefined;
  return CATCH_ALL.test(route.path) ? UNMATCHED_ROUTE : route.path;
}

/** Express middleware, first of every app (createServiceApp installs it). */
export function httpMetrics(metrics: Metrics) {
  const requests = metrics.counter(METRICS.httpRequests);
  const duration = metrics.histogram(METRICS.httpDuration);
  const refusals = metrics.counter(METRICS.rateLimitRefusals);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    const store: RequestMetricsContext = {};
    res.once('close', () => {
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED_STATUS;
      const route = expressRoute(req) ?? metrics.routeResolver?.(req, res) ?? UNMATCHED_ROUTE;
      const labels = { method: req.method ?? 'GET', route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (status === 429) refusals.inc({ class: refusedBy.get(res) ?? store.limitClass ?? OTHER_LIMIT_CLASS });
    });
    context.run(store, next);
  };
}
