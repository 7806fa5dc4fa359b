/**
 * Deny by default, decided by route metadata only: a handler needs a login (JwtAuthGuard: a valid
 * token whose session identity says is active) unless it or its controller is marked @Public(), or
 * its contract (`@Endpoint()`) lets anyone call it; a `staff` contract also needs one of its staff roles.
 * A public handler still learns the caller when a valid token is sent (tracking shows the owner
 * everything). Answers made for a logged-in caller carry `Cache-Control: no-store`, so personal
 * data is never kept by a browser or proxy cache. Install as the app's APP_GUARD.
 */
import { ForbiddenException, HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { admittedRoles, ROLE_REFUSED_MESSAGE, type EndpointContract } from '@rmj/contracts';
import type { AccessClaims } from './access-token';
import { JwtAuthGuard } from './auth.module';
import { ENDPOINT_ACCESS, ENDPOINT_CONTRACT } from '../endpoints/endpoint.decorator';
import { NO_STORE, PUBLIC_ROUTE } from './public';

/** 403 for a logged-in shopper (no staff role) on a `staff` endpoint. */
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
      if (this.reflector.get(ENDPOINT_ACCESS, context.getHandler()) === 'staff') {
        // A shopper's token (no role) is not staff at all; a staff role the contract does not admit is refused by name.
        if (!req.user?.role) throw new ForbiddenException(STAFF_ONLY_MESSAGE);
        const contract = this.reflector.get<EndpointContract | undefined>(ENDPOINT_CONTRACT, context.getHandler());
        if (contract && !admittedRoles(contract).includes(req.user.role))
          throw new ForbiddenException(ROLE_REFUSED_MESSAGE);
      }
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
