/**
 * Access tokens: ES256 JWTs signed by identity, verified by the gateway and orders with public
 * keys only. Algorithm, issuer and audience are pinned; a token also names its login session
 * (`sid`), which identity can end (logout, password reset).
 */
import { isStaffRole, type StaffRole } from '@rmj/contracts';
import jwt from 'jsonwebtoken';
import { DEFAULT_SESSION_MAX_MS } from './session-lifetime';
import { ACCESS_TOKEN_ALGORITHM, type SigningKey, type VerifyKeys } from './signing-keys';

export const ACCESS_TOKEN_ISSUER = 'rmj-identity';
export const ACCESS_TOKEN_AUDIENCE = 'rmj-shop';
/**
 * Default lifetime of a token: its session's longest life (12 hours). Identity ends the session
 * sooner after 30 minutes without use, a logout or a password reset.
 */
export const ACCESS_TOKEN_TTL_SECONDS = DEFAULT_SESSION_MAX_MS / 1000;

/** What `req.user` holds after JwtAuthGuard. */
export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Account e-mail. */
  email: string;
  /** Given name. */
  firstName: string;
  /** Login session id: identity answers whether it is still active. */
  sid: string;
  /** The staff member's role (endpoints with `staff` access admit some roles); absent for shoppers. */
  role?: StaffRole;
}

export function signAccessToken(
  claims: AccessClaims,
  signer: SigningKey,
  expiresInSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  return jwt.sign({ ...claims }, signer.key, {
    algorithm: ACCESS_TOKEN_ALGORITHM,
    keyid: signer.kid,
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    expiresIn: expiresInSeconds,
  });
}

/**
 * The token's claims, or null when it is missing, signed by an unknown key or another algorithm
 * (HS256 with an old shared secret, `none`), expired, or for another issuer or audience.
 */
export function verifyAccessToken(token: string, keys: VerifyKeys): AccessClaims | null {
  try {
    const header = jwt.decode(token, { complete: true })?.header;
    const key = header?.alg === ACCESS_TOKEN_ALGORITHM && header.kid ? keys.get(header.kid) : undefined;
    if (!key) return null;
    const decoded = jwt.verify(token, key, {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    if (
      typeof decoded !== 'object' ||
      typeof decoded.sub !== 'string' ||
      typeof decoded.sid !== 'string' ||
      !decoded.exp
    )
      return null;
    return {
      sub: decoded.sub,
      email: String(decoded.email ?? ''),
      firstName: String(decoded.firstName ?? ''),
      sid: decoded.sid,
      ...(isStaffRole(decoded.role) ? { role: decoded.role } : {}),
    };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
