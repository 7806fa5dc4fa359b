// Per-client limit on POST /api/files, kept in this one file so a shared, database-backed limiter
// can replace it later. Counted in memory per replica (N replicas allow up to N times the budget).
// The client is req.ip, which follows x-forwarded-for only from the proxies nest-common's
// createServiceApp trusts (loopback and private networks: the gateway); IPv6 clients are grouped
// by /64, since one household or phone usually holds a whole /64.
import { FILE_MESSAGES } from '@rmj/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';

/** How many uploads one client may make per window. */
export interface UploadRateLimitOptions {
  /** Uploads allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export function uploadRateLimit({ limit, windowMs }: UploadRateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The default key is req.ip; IPv6 addresses count by their /64 network.
    ipv6Subnet: 64,
    handler: (_req: Request, res: Response) => {
      res.status(429).json({ statusCode: 429, error: 'Too Many Requests', message: FILE_MESSAGES.tooMany });
    },
  });
}
