/**
 * Server-rendered pages (RENDER_URL set): a page navigation (GET or HEAD, Accept taking HTML, not
 * /api, /mfe, /config, not a file with an extension) and /sitemap.xml and /robots.txt go to the render
 * service. Its status, headers and body pass through (the gateway's security headers stay; the body
 * is compressed here when the browser accepts it). When it refuses the connection, answers 5xx or
 * stays silent past RENDER_TIMEOUT_MS, a page falls through to the shell's index.html as without
 * RENDER_URL (the browser renders it), and sitemap or robots get a 503. The shopper's Cookie and
 * Authorization never reach it: the pages it renders are the same for everyone.
 */
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { extname } from 'node:path';
import { Logger } from '@nestjs/common';
import { IPV6_CLIENT_PREFIX, METRICS, type Metrics } from '@rmj/nest-common';
import compression from 'compression';
import { rateLimit } from 'express-rate-limit';
import { limitStore } from '../edge/limit-store';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from '../config/gateway.config';
import { logUrl } from '../proxy/log-url';

// Never a page: the API, the bundles, the configuration, health and identity's internal paths.
const RESERVED = /^\/(api|mfe|config|health|internal)(\/|$)/;
const SEO_FILES = new Set(['/sitemap.xml', '/robots.txt']);
/** Request headers the render service gets from the browser's request (never Cookie or Authorization). */
const FORWARDED = [
  'accept',
  'accept-language',
  'user-agent',
  'if-none-match',
  'x-request-id',
  'traceparent',
  'tracestate',
];
/** Not passed back: hop-by-hop, or the gateway decides them (compression, length). */
const NOT_RETURNED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** A page the shell renders, or one of the SEO files. */
export function goesToRender(req: Request): 'page' | 'seo' | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (SEO_FILES.has(req.path)) return 'seo';
  if (RESERVED.test(req.path) || extname(req.path) !== '') return null;
  // As the shell's index.html fallback decides (static-files.ts): a link-preview robot may send `*/*` or no Accept.
  return req.accepts('html') ? 'page' : null;
}

/** Set on a request whose client has used up its renders this minute. */
const OVER_BUDGET = Symbol('render budget used up');

export function renderPages(
  config: Pick<
    GatewayConfig,
    'RENDER_URL' | 'RENDER_TIMEOUT_MS' | 'RENDER_RATE_LIMIT_PER_MINUTE' | 'RENDER_CONCURRENCY_MAX'
  >,
  metrics?: Metrics,
): RequestHandler {
  const logger = new Logger('Render');
  const failures = metrics?.counter(METRICS.upstreamFailures);
  const refusals = metrics?.counter(METRICS.rateLimitRefusals);
  const target = new URL(config.RENDER_URL ?? 'http://127.0.0.1:3004');
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000, timeout: 30_000 });
  const compress = compression({ threshold: 1024 });
  // Renders per client and minute (IPv6 per /64, as every limit here). Past it the page is not refused:
  // it is the shell's index.html, which the browser renders, so a shopper never sees an error for browsing.
  const perClient = rateLimit({
    windowMs: 60_000,
    limit: config.RENDER_RATE_LIMIT_PER_MINUTE,
    standardHeaders: false,
    legacyHeaders: false,
    ipv6Subnet: IPV6_CLIENT_PREFIX,
    store: limitStore('render'),
    handler: (req, _res, next) => {
      (req as Request & { [OVER_BUDGET]?: true })[OVER_BUDGET] = true;
      next();
    },
  });
  /** Pages being rendered now, across every client. */
  let rendering = 0;

  return (req: Request, res: Response, next: NextFunction) => {
    const kind = goesToRender(req);
    if (!kind) return next();
    if (kind === 'seo') return render(req, res, next, kind);
    void perClient(req, res, (err?: unknown) => {
      if (err) return next(err);
      if ((req as Request & { [OVER_BUDGET]?: true })[OVER_BUDGET]) {
        refusals?.inc({ class: 'render' });
        return next();
      }
      if (rendering >= config.RENDER_CONCURRENCY_MAX) {
        refusals?.inc({ class: 'render-busy' });
        return next();
      }
      rendering += 1;
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        rendering -= 1;
      };
      res.on('close', release);
      res.on('finish', release);
      render(
        req,
        res,
        (fallThrough?: unknown) => {
          release();
          next(fallThrough);
        },
        kind,
      );
    });
  };

  function render(req: Request, res: Response, next: NextFunction, kind: 'page' | 'seo'): void {
    const started = Date.now();
    let settled = false;
    const fallBack = (reason: 'timeout' | 'unavailable' | 'error', detail: string) => {
      if (settled) return;
      settled = true;
      failures?.inc({ upstream: 'render', kind: reason === 'timeout' ? 'timeout' : 'unavailable' });
      logger.warn({
        msg: kind === 'page' ? 'render service failed: the shell page is served' : 'render service failed',
        reason,
        detail,
        requestId: req.headers['x-request-id'],
        url: logUrl(req.originalUrl),
      });
      if (kind === 'page') return next();
      res.status(503).setHeader('Cache-Control', 'no-store');
      res.setHeader('Retry-After', '30');
      res.type('text/plain').send('Temporarily unavailable, please try again shortly.');
    };

    const headers: Record<string, string | string[]> = {
      host: target.host,
      // The render service does not compress: the gateway does (below).
      'accept-encoding': 'identity',
      'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '',
      'x-forwarded-proto': req.protocol,
      'x-forwarded-host': req.headers.host ?? '',
    };
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    const upstream = request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.originalUrl,
      headers,
      agent,
    });
    const timer = setTimeout(() => {
      fallBack('timeout', `no answer within ${config.RENDER_TIMEOUT_MS} ms`);
      upstream.destroy();
    }, config.RENDER_TIMEOUT_MS);
    upstream.on('error', (err: Error & { code?: string }) => {
      clearTimeout(timer);
      fallBack('unavailable', err.code ?? err.message);
    });
    // The shopper gone before the render service answered: close that request too, so the render service
    // (which begins no render for a request gone while it waits) does not render a page nobody reads.
    res.on('close', () => {
      if (settled || res.writableFinished) return;
      settled = true;
      clearTimeout(timer);
      upstream.destroy();
    });
    upstream.on('response', (answer: IncomingMessage) => {
      clearTimeout(timer);
      if (settled) return answer.resume();
      const status = answer.statusCode ?? 502;
      if (status >= 500) {
        answer.resume();
        return fallBack('error', `HTTP ${status}`);
      }
      settled = true;
      // The shopper gone before the answer: stop reading it.
      res.on('close', () => answer.destroy());
      answer.on('error', () => res.destroy());
      compress(req, res, () => {
        res.status(status);
        copyHeaders(answer.headers, res);
        res.on('finish', () =>
          logger.log({
            msg: 'rendered',
            requestId: req.headers['x-request-id'],
            url: logUrl(req.originalUrl),
            render: answer.headers['x-rmj-render'],
            statusCode: status,
            responseTime: Date.now() - started,
          }),
        );
        answer.pipe(res);
      });
    });
    upstream.end();
  }
}

/** The render service's headers, except hop-by-hop ones and those the gateway set already (security headers, request id). */
function copyHeaders(headers: IncomingHttpHeaders, res: Response): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_RETURNED.has(name) || res.hasHeader(name)) continue;
    res.setHeader(name, value);
  }
}
