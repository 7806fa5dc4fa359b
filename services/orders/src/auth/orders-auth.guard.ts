/**
 * Deny by default: every /api route of the orders service needs a valid access token from
 * identity (401 otherwise), checked here and not only at the gateway, unless its handler is
 * marked @Public(). A public handler still learns the caller when a valid token is sent
 * (tracking shows the owner everything). Only nest-common's JwtAuthGuard reads tokens, so a
 * change of token format there is a provider swap.
 */
import { HttpException, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtAuthGuard, type AccessClaims } from '@rmj/nest-common';

const IS_PUBLIC = 'orders:isPublic';

/** Marks a handler anyone may call (tracking by number, the signed webhook). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The request as handlers see it after the guard. */
export interface AuthedRequest {
  path: string;
  headers: Record<string, string | undefined>;
  user?: AccessClaims;
}

@Injectable()
export class OrdersAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtAuthGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    // Probes (/health/*) are not part of the shop's API.
    if (!req.path.startsWith('/api/')) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return this.jwt.canActivate(context);
    if (req.headers.authorization) {
      // A public call with a token that is refused (401) or cannot be checked now (503) is simply
      // an anonymous call: tracking then shows the masked view.
      try {
        await this.jwt.canActivate(context);
      } catch (err) {
        if (!(err instanceof HttpException) || ![401, 503].includes(err.getStatus())) throw err;
        req.user = undefined;
      }
    }
    return true;
  }
}
