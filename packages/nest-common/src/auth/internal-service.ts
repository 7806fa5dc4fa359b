/**
 * Calls between services (`access: 'internal'` endpoints: stock, any customer's file, session
 * checks) carry a shared service credential. The gateway never forwards /internal/*, and
 * NetworkPolicy keeps other pods away, but neither stops a compromised pod or a misrouted request:
 * the credential does. Every internal client sends `internalServiceHeaders(config)`.
 */
import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { SERVICE_CONFIG } from '../service-config.token';

/** Request header carrying the service credential. */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

export const INTERNAL_CREDENTIAL_MISSING =
  'This endpoint is for the shop’s own services: a service credential is required.';
export const INTERNAL_CREDENTIAL_WRONG =
  'This endpoint is for the shop’s own services: the service credential is not valid.';

/** Headers an internal client adds to every call to another service's /internal/* endpoint. */
export function internalServiceHeaders(config: { INTERNAL_SERVICE_TOKEN: string }): Record<string, string> {
  return { [SERVICE_TOKEN_HEADER]: config.INTERNAL_SERVICE_TOKEN };
}

/** True when `given` equals `expected`, in time independent of where they differ (hashes make the lengths equal). */
export function sameCredential(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Bound by `@Endpoint` to every `internal` contract: no credential → 401, a wrong one → 403; the handler never runs. */
@Injectable()
export class InternalServiceGuard implements CanActivate {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: { INTERNAL_SERVICE_TOKEN: string }) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers[SERVICE_TOKEN_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given) throw new UnauthorizedException(INTERNAL_CREDENTIAL_MISSING);
    if (!sameCredential(given, this.config.INTERNAL_SERVICE_TOKEN))
      throw new ForbiddenException(INTERNAL_CREDENTIAL_WRONG);
    return true;
  }
}
