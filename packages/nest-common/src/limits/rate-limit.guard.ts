/** A per-client limit on one route, counted in the database: `@UseGuards(RateLimitGuard({ name: 'contact', max: 5, windowMs: 600_000 }))`. */
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  mixin,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { noteRateLimitRefusal } from '../metrics/http-metrics';
import { clientKey } from './client-key';
import { TicketLimiter, type LimitRule } from './ticket-limiter';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/** 429 with the message and `retryAfterSeconds`, plus a Retry-After header when a response is at hand. */
export function tooManyRequests(message: string, retryAfterMs: number): HttpException {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpException(
    { statusCode: 429, error: 'Too Many Requests', message, retryAfterSeconds },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

export function RateLimitGuard(rule: LimitRule & { message?: string }): Type<CanActivate> {
  @Injectable()
  class RateLimitGuardMixin implements CanActivate {
    constructor(@Inject(TicketLimiter) private readonly limiter: TicketLimiter) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const http = context.switchToHttp();
      const req = http.getRequest<{ ip?: string }>();
      const result = await this.limiter.take(rule, clientKey(req.ip));
      if (result.allowed) return true;
      const res = http.getResponse<ServerResponse>();
      noteRateLimitRefusal(rule.name, res);
      res.setHeader('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
      throw tooManyRequests(rule.message ?? TOO_MANY_REQUESTS_MESSAGE, result.retryAfterMs);
    }
  }
  return mixin(RateLimitGuardMixin);
}
