/** Access tokens: HS256 JWTs signed by identity, verified by the gateway and orders. */
import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import jwt from 'jsonwebtoken';

export const JWT_SECRET = Symbol('JWT_SECRET');
const ISSUER = 'rmj-identity';
const AUDIENCE = 'rmj-shop';

export interface AccessClaims {
  /** User id. */
  sub: string;
  email: string;
  firstName: string;
}

export function signAccessToken(claims: AccessClaims, secret: string, expiresInSeconds = 7 * 24 * 3600): string {
  return jwt.sign(claims, secret, { algorithm: 'HS256', issuer: ISSUER, audience: AUDIENCE, expiresIn: expiresInSeconds });
}

/** The token's claims, or null when it is missing, forged, expired or for another audience. */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  try {
    const decoded = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof decoded !== 'object' || typeof decoded.sub !== 'string') return null;
    return { sub: decoded.sub, email: String(decoded.email ?? ''), firstName: String(decoded.firstName ?? '') };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Route guard: 401 unless a valid bearer token is sent; the claims land on `req.user`. Provide JWT_SECRET. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(@Inject(JWT_SECRET) private readonly secret: string) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AccessClaims }>();
    const claims = verifyAccessToken(bearerToken(req.headers.authorization) ?? '', this.secret);
    if (!claims) throw new UnauthorizedException('Please log in to continue');
    req.user = claims;
    return true;
  }
}
