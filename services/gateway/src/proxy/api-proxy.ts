/**
 * Forwards /api/* to the owning service without touching the body: it is streamed, so
 * signed webhooks keep their exact bytes. Mounted with app.use() before Nest's router.
 */
import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { METRICS, type Metrics } from '@rmj/nest-common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin } from 'http-proxy-middleware';
import { parseByteSize, type GatewayConfig } from '../config/gateway.config';
import { ownerOf, uploadLimitOf, upstreamTimeoutOf, type ServiceName } from '../routing/api-routes';
import { CatalogueEdgeCache } from './edge-cache';
import { isApiPath, sendJson, sendTooLarge } from './json-reply';
import { logUrl } from './log-url';

interface Exchange {
  service: ServiceName;
  limit: number;
  received: number;
  started: number;
  /** How long the service may stay silent: the call's contract `timeoutMs`, else UPSTREAM_TIMEOUT_MS. */
  timeoutMs: number;
  timedOut?: boolean;
  tooLarge?: boolean;
  /** The edge cache's key when the answer may be kept (edge-cache.ts). */
  cacheKey?: string;
  /** The coding the catalog is asked for when the answer may be shared (the one its key names). */
  coding?: string;
}

const exchanges = new WeakMap<IncomingMessage, Exchange>();
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

export function serviceTargets(config: GatewayConfig): Record<ServiceName, string> {
  return { catalog: config.CATALOG_URL, orders: config.ORDERS_URL, identity: config.IDENTITY_URL };
}

export function apiProxy(config: GatewayConfig, metrics?: Metrics): RequestHandler {
  const logger = new Logger('Proxy');
  const upstreamFailures = metrics?.counter(METRICS.upstreamFailures);
  const targets = serviceTargets(config);
  const bodyLimit = parseByteSize(config.BODY_LIMIT);
  const uploadOverride = config.UPLOAD_BODY_LIMIT ? parseByteSize(config.UPLOAD_BODY_LIMIT) : null;
  const cacheBytes = metrics?.gauge(METRICS.cacheBytes);
  const cacheEntries = metrics?.gauge(METRICS.cacheEntries);
  const edgeCache = new CatalogueEdgeCache({
    ttlMs: config.CATALOGUE_EDGE_CACHE_MS,
    maxBytes: config.CATALOGUE_EDGE_CACHE_MB * 1024 * 1024,
    onChange: (bytes, entries) => {
      cacheBytes?.set({ cache: 'catalogue-edge' }, bytes);
      cacheEntries?.set({ cache: 'catalogue-edge' }, entries);
    },
  });

  const onProxyRes = (proxyRes: IncomingMessage, req: IncomingMessage) => {
    const key = exchanges.get(req)?.cacheKey;
    if (key !== undefined) edgeCache.capture(key, req, proxyRes);
  };

  const onProxyReq = (proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse) => {
    const exchange = exchanges.get(req);
    if (!exchange) return;
    const expressReq = req as Request;
    // The service sees the client as the gateway determined it (TRUST_PROXY), never a spoofed chain.
    proxyReq.removeHeader('forwarded');
    proxyReq.removeHeader('x-forwarded-port');
    proxyReq.setHeader('x-forwarded-for', expressReq.ip ?? req.socket.remoteAddress ?? '');
    proxyReq.setHeader('x-forwarded-proto', expressReq.protocol);
    proxyReq.setHeader('x-forwarded-host', req.headers.host ?? '');
    // A shareable answer is asked for in the one coding its cache key names, so the kept bytes fit the key.
    if (exchange.coding !== undefined) proxyReq.setHeader('accept-encoding', exchange.coding);
    proxyReq.setTimeout(exchange.timeoutMs, () => {
      exchange.timedOut = true;
      proxyReq.destroy(new Error('upstream timeout'));
    });
    // Bodies without a (small enough) Content-Length are counted as they stream: this
    // listener is added in the same tick as the proxy's pipe, so no chunk is missed.
    req.on('data', (chunk: Buffer) => {
      exchange.received += chunk.length;
      if (exchange.received <= exchange.limit || exchange.tooLarge) return;
      exchange.tooLarge = true;
      req.unpipe(proxyReq);
      proxyReq.destroy();
      sendTooLarge(res);
    });
  };

  const onError = (err: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => {
    const exchange = exchanges.get(req);
    if (!exchange || exchange.tooLarge || !('setHeader' in res)) return;
    const name = exchange.service;
    upstreamFailures?.inc({ upstream: name, kind: exchange.timedOut ? 'timeout' : 'unavailable' });
    if (exchange.timedOut) {
      logger.warn({
        msg: 'upstream timed out',
        service: name,
        requestId: req.headers['x-request-id'],
        url: logUrl(req.url),
      });
      sendJson(res, 504, {
        statusCode: 504,
        error: 'Gateway Timeout',
        message: `The ${name} service took too long to answer. Please try again shortly.`,
      });
      return;
    }
    logger.warn({
      msg: 'upstream unavailable',
      service: name,
      code: err.code ?? err.message,
      requestId: req.headers['x-request-id'],
      url: logUrl(req.url),
    });
    if (!CONNECTION_ERRORS.has(err.code ?? '')) logger.error({ msg: 'proxy error', err: err.message });
    sendJson(res, 502, {
      statusCode: 502,
      error: 'Bad Gateway',
      message: `The ${name} service is unavailable. Please try again shortly.`,
    });
  };

  // Reused connections to each service: without an agent every request opens a new TCP
  // connection and http-proxy sends `Connection: close`, which also closes the client's.
  // An idle connection is dropped after 30 s, well before the services drop theirs (65 s, nest-common's
  // bootstrap): a request is never sent on a connection the service is closing (ECONNRESET, a 502).
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000, timeout: 30_000 });
  const proxyTo = (target: string) =>
    createProxyMiddleware({
      target,
      agent,
      changeOrigin: true,
      xfwd: false,
      // Our own error answers (JSON 502/504) replace the default plugins' plain-text ones.
      ejectPlugins: true,
      plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
      on: { proxyReq: onProxyReq, proxyRes: onProxyRes, error: onError },
    });
  const proxies: Record<ServiceName, ReturnType<typeof proxyTo>> = {
    catalog: proxyTo(targets.catalog),
    orders: proxyTo(targets.orders),
    identity: proxyTo(targets.identity),
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return next();
    const service = ownerOf(req.path);
    if (!service) {
      sendJson(res, 404, {
        statusCode: 404,
        error: 'Not Found',
        message: `No API route for ${req.method} ${req.path}`,
      });
      return;
    }
    const uploadLimit = uploadLimitOf(req.path);
    const limit = uploadLimit === null ? bodyLimit : (uploadOverride ?? uploadLimit);
    const declared = req.headers['content-length'];
    if (declared !== undefined && !(Number(declared) <= limit)) {
      req.resume();
      sendTooLarge(res);
      return;
    }
    const timeoutMs = upstreamTimeoutOf(req.method, req.path) ?? config.UPSTREAM_TIMEOUT_MS;
    const exchange: Exchange = { service, limit, received: 0, started: Date.now(), timeoutMs };
    const cache = service === 'catalog' ? edgeCache.keyOf(req) : null;
    res.on('finish', () =>
      logger.log({
        msg: 'proxied',
        requestId: req.headers['x-request-id'],
        method: req.method,
        url: logUrl(req.originalUrl),
        service,
        statusCode: res.statusCode,
        responseTime: Date.now() - exchange.started,
        ...(cache === null ? {} : { edgeCache: exchange.cacheKey === undefined ? 'hit' : 'miss' }),
      }),
    );
    if (cache !== null && edgeCache.serve(cache.key, req, res)) return;
    if (cache !== null) {
      exchange.cacheKey = cache.key;
      exchange.coding = cache.coding;
    }
    exchanges.set(req, exchange);
    void proxies[service](req, res, next);
  };
}
