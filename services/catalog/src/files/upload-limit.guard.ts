// Limits on POST /api/files, all counted in the database, so several catalog replicas share one
// budget. A guard runs before the upload interceptor: a client over a limit is refused without its
// upload being read.
// - FILES_UPLOAD_LIMIT uploads per FILES_UPLOAD_WINDOW_MS per address (nest-common's TicketLimiter);
// - no room left in the sender's daily bytes (account, browser, address) or in the store of
//   unclaimed uploads (UploadQuota; the exact size is checked again once the file is read).
// The address is req.ip (x-forwarded-for only from the proxies createServiceApp trusts: the
// gateway); IPv6 clients count by their /64. The sender found here travels on the request to the
// controller, so identity is asked once per upload.
import { HttpException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { FILE_MESSAGES } from '@rmj/contracts';
import { clientKey, SERVICE_CONFIG, TicketLimiter, tooManyRequests, type LimitRule } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import type { CatalogConfig } from '../config/catalog.config';
import type { Uploader } from './files.service';
import { RequesterResolver, uploaderKey } from './requester';
import { UploadQuota } from './upload-quota';

const UPLOADER = Symbol('uploader');
type WithUploader = Request & { [UPLOADER]?: Uploader };

/** The sender UploadLimitGuard found for this request. */
export function uploaderOf(req: Request): Uploader {
  const found = (req as WithUploader)[UPLOADER];
  if (!found) throw new Error('UploadLimitGuard must run before the upload handler');
  return found;
}

/** Sets Retry-After from a 429 the limits threw, then throws it on. */
export function withRetryAfter(res: Response, error: unknown): never {
  if (error instanceof HttpException && error.getStatus() === 429) {
    const seconds = (error.getResponse() as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (seconds) res.setHeader('Retry-After', String(seconds));
  }
  throw error;
}

@Injectable()
export class UploadLimitGuard implements CanActivate {
  private readonly rule: LimitRule;

  constructor(
    @Inject(TicketLimiter) private readonly limiter: TicketLimiter,
    @Inject(SERVICE_CONFIG) config: CatalogConfig,
    private readonly requesters: RequesterResolver,
    private readonly quota: UploadQuota,
  ) {
    this.rule = { name: 'file-upload', max: config.FILES_UPLOAD_LIMIT, windowMs: config.FILES_UPLOAD_WINDOW_MS };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<WithUploader>();
    const res = http.getResponse<Response>();
    const address = clientKey(req.ip);
    try {
      const result = await this.limiter.take(this.rule, address);
      if (!result.allowed) throw tooManyRequests(FILE_MESSAGES.tooMany, result.retryAfterMs);
      const uploader: Uploader = { ...(await this.requesters.identify(req)), address };
      const browser = uploader.uploaderToken ? uploaderKey(uploader.uploaderToken) : undefined;
      await this.quota.precheck({ userId: uploader.userId, browser, address });
      req[UPLOADER] = uploader;
      return true;
    } catch (error) {
      withRetryAfter(res, error);
    }
  }
}
