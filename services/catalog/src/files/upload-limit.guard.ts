// Per-client limit on POST /api/files, counted in the database (nest-common's TicketLimiter), so
// several catalog replicas share one budget. A guard runs before the upload interceptor: a client
// over its budget is refused without its upload being read. The client is req.ip (x-forwarded-for
// only from the proxies createServiceApp trusts: the gateway); IPv6 clients count by their /64.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { FILE_MESSAGES } from '@rmj/contracts';
import { clientKey, SERVICE_CONFIG, TicketLimiter, tooManyRequests, type LimitRule } from '@rmj/nest-common';
import type { Response } from 'express';
import type { CatalogConfig } from '../config/catalog.config';

@Injectable()
export class UploadLimitGuard implements CanActivate {
  private readonly rule: LimitRule;

  constructor(
    @Inject(TicketLimiter) private readonly limiter: TicketLimiter,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
  ) {
    this.rule = { name: 'file-upload', max: config.FILES_UPLOAD_LIMIT, windowMs: config.FILES_UPLOAD_WINDOW_MS };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const result = await this.limiter.take(this.rule, clientKey(http.getRequest<{ ip?: string }>().ip));
    if (result.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
    throw tooManyRequests(FILE_MESSAGES.tooMany, result.retryAfterMs);
  }
}
