/**
 * Deny by default, decided by route metadata only: a handler needs a login (JwtAuthGuard: a valid
 * token whose session identity says is active) unless it or its controller is marked @Public(), or
 * its contract (`@Endpoint()`) lets anyone call it; a `staff` contract also needs the staff role.
 * A public handler still learns the caller when a valid token is sent (tracking shows the owner
 * everything). Answers made for a logged-in caller carry `Cache-Control: no-store`, so personal
 * data is never kept by a browser or proxy cache. Install as the app's APP_GUARD.
 */
import { ForbiddenException, HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AccessClaims } from './access-token';
import { JwtAuthGuard } from './auth.module';
import { ENDPOINT_ACCESS } from '../endpoints/endpoint.decorator';
import { NO_STORE, PUBLIC_ROUTE } from './public';

/** 403 for a logged-in caller without the staff role on a `staff` endpoint. */
export const STAFF_ONLY_MESSAGE = 'This is for shop staff only.';

/** The request as handlers see it after the guard. */
export interface AuthedRequest {
  headers: Record<string, string | undefined>;
  user?: AccessClaims;
}

interface HeaderSink {
  setHeader(name: string, value: string): unknown;
}

@Injectable()
export class LoginRequiredGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtAuthGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<AuthedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic) {
      await this.jwt.canActivate(context);
      if (this.reflector.get(ENDPOINT_ACCESS, context.getHandler()) === 'staff' && req.user?.role !== 'staff')
        throw new ForbiddenException(STAFF_ONLY_MESSAGE);
    } else if (req.headers.authorization) {
      // A public call with a token that is refused (401) or cannot be checked now (503) is simply
      // an anonymous call: tracking then shows the masked view.
      try {
        await this.jwt.canActivate(context);
      } catch (err) {
        if (!(err instanceof HttpException) || ![401, 503].includes(err.getStatus())) throw err;
        req.user = undefined;
      }
    }
    if (req.user) http.getResponse<HeaderSink>().setHeader('Cache-Control', NO_STORE);
    return true;
  }
}
