/**
 * The `route` label of the gateway's request metrics (rmj_http_*): an /api call is labelled with
 * its family in the routing table (`/api/products/**`), a remote's file `mfe`, the shell's page
 * `shell` and the shell's other files `static`; an /api path no service owns is `unmatched`. The
 * gateway's own Nest routes (/config/runtime.json, /health/*) keep their route pattern.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNMATCHED_ROUTE } from '@rmj/nest-common';
import { isApiPath } from '../proxy/json-reply';
import { PAYMENT_SANDBOX_PATH } from '../proxy/payment-sandbox-proxy';
import { API_ROUTES, matchesPattern, SERVICE_NAMES } from './api-routes';

const FAMILIES = SERVICE_NAMES.flatMap((service) => API_ROUTES[service]);

export function gatewayRouteOf(req: IncomingMessage, res: ServerResponse): string {
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  const pathname = path.split('?')[0];
  // Development only: the API documents and the payment sandbox's window.
  if (pathname === '/api/docs' || pathname.startsWith('/api/docs/')) return '/api/docs/**';
  if (pathname.startsWith(`${PAYMENT_SANDBOX_PATH}/`)) return `${PAYMENT_SANDBOX_PATH}/**`;
  if (isApiPath(pathname)) return FAMILIES.find((family) => matchesPattern(pathname, family)) ?? UNMATCHED_ROUTE;
  if (pathname === '/mfe' || pathname.startsWith('/mfe/')) return 'mfe';
  const type = String(res.getHeader('content-type') ?? '');
  return type.startsWith('text/html') ? 'shell' : 'static';
}
