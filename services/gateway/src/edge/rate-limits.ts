/**
 * Per-IP rate limits in front of the proxy (Nest guards never see proxied routes). Counted per
 * gateway pod, in memory (across the pod's workers when it runs several: limit-store.ts): a coarse flood guard. Three budgets: catalogue reads (large: shoppers
 * behind one NAT share an address, and reads are cached), every other /api call, and sign-in
 * (small); which calls are reads or sign-in is read from their contracts (`limit`, routing/api-routes.ts). The limits that must hold across replicas and per account (logins, codes, checkouts,
 * promo quotes, contact messages, uploads) are counted in each service's database (TicketLimiter).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { IPV6_CLIENT_PREFIX, noteRateLimitRefusal } from '@rmj/nest-common';
import { rateLimit } from 'express-rate-limit';
import type { GatewayConfig } from '../config/gateway.config';
import { limitStore, syncedLimitStore } from './limit-store';
import { sendJson, isApiPath } from '../proxy/json-reply';
import { isAuthPath, isCatalogueRead } from '../routing/api-routes';

/** A refusal, counted in rmj_rate_limit_refusals_total with its budget's class (read, general, auth). */
const tooMany = (limitClass: string) => (_req: Request, res: Response) => {
  noteRateLimitRefusal(limitClass, res);
  sendJson(res, 429, { statusCode: 429, message: 'Too many requests, please try again later.' });
};

function limiter(perMinute: number, limitClass: string, store = limitStore(limitClass)): RequestHandler {
  // Retry-After comes with the standard RateLimit headers; the key is the client IP as TRUST_PROXY sees it,
  // IPv6 grouped by /64 like the services' limits (clientKey in @rmj/nest-common).
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: tooMany(limitClass),
    ipv6Subnet: IPV6_CLIENT_PREFIX,
    store,
  });
}

export function rateLimits(
  config: Pick<GatewayConfig, 'RATE_LIMIT_PER_MINUTE' | 'READ_RATE_LIMIT_PER_MINUTE' | 'AUTH_RATE_LIMIT_PER_MINUTE'>,
): RequestHandler {
  const general = limiter(config.RATE_LIMIT_PER_MINUTE, 'general');
  // The read budget is large and covers most requests: counted in each worker, synced (limit-store.ts).
  const reads = limiter(config.READ_RATE_LIMIT_PER_MINUTE, 'read', syncedLimitStore('read'));
  const auth = limiter(config.AUTH_RATE_LIMIT_PER_MINUTE, 'auth');
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return next();
    if (isCatalogueRead(req.method, req.path)) return void reads(req, res, next);
    void general(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (isAuthPath(req.path)) return void auth(req, res, next);
      next();
    });
  };
}
