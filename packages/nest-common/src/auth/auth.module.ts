/**
 * Token checking for a service, in one import: `AuthModule.forRoot(config)` with the service's
 * validated JWT_PUBLIC_KEY and IDENTITY_URL, then `@UseGuards(JwtAuthGuard)` on a route.
 */
import {
  Global,
  Inject,
  Injectable,
  Module,
  UnauthorizedException,
  type CanActivate,
  type DynamicModule,
  type ExecutionContext,
} from '@nestjs/common';
import { SESSION_ENDED_MESSAGE } from '@rmj/contracts';
import { AUDIT_EVENTS, AuditLog } from '../audit';
import { bearerToken, verifyAccessToken, type AccessClaims } from './access-token';
import { SessionCheck, type SessionStatusReader } from './session-check';
import type { VerifyKeys } from './signing-keys';

export const ACCESS_TOKEN_KEYS = Symbol('ACCESS_TOKEN_KEYS');
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue';

export interface AuthConfig {
  /** identity's public key(s), parsed by withAccessTokenVerification. */
  JWT_PUBLIC_KEY: VerifyKeys;
  /** identity's base URL: where sessions are checked. */
  IDENTITY_URL: string;
  /** The shared service credential sent with each session check. */
  INTERNAL_SERVICE_TOKEN: string;
}

/**
 * Route guard: 401 unless the bearer token is signed by identity, unexpired, for this shop, and
 * its session is still active (identity is asked on every use, which also counts as the session's
 * use for its idle limit; 503 when it cannot answer). A token whose session has ended (idle, too
 * old, logged out, password reset) gets SESSION_ENDED_MESSAGE. The claims land on `req.user`.
 * `SessionCheck` asks identity over HTTP; identity itself provides its own sessions service under
 * that token.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(ACCESS_TOKEN_KEYS) private readonly keys: VerifyKeys,
    @Inject(SessionCheck) private readonly sessions: SessionStatusReader,
    private readonly audit: AuditLog,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; user?: AccessClaims; ip?: string; url?: string }>();
    const token = bearerToken(req.headers.authorization);
    const claims = verifyAccessToken(token ?? '', this.keys);
    if (!claims) {
      this.audit.record(AUDIT_EVENTS.accessDenied, {
        ip: req.ip,
        path: req.url,
        reason: token ? 'invalid-token' : 'no-token',
      });
      throw new UnauthorizedException(LOGIN_REQUIRED_MESSAGE);
    }
    const session = await this.sessions.status(claims.sid);
    if (!session.active || session.userId !== claims.sub) {
      this.audit.record(AUDIT_EVENTS.accessDenied, {
        email: claims.email,
        ip: req.ip,
        userId: claims.sub,
        path: req.url,
        reason: 'session-ended',
      });
      throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    }
    req.user = claims;
    return true;
  }
}

@Global()
@Module({})
export class AuthModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AuthModule,
      providers: [
        { provide: ACCESS_TOKEN_KEYS, useValue: config.JWT_PUBLIC_KEY },
        { provide: SessionCheck, useValue: new SessionCheck(config.IDENTITY_URL, config.INTERNAL_SERVICE_TOKEN) },
        AuditLog,
        JwtAuthGuard,
      ],
      exports: [ACCESS_TOKEN_KEYS, SessionCheck, AuditLog, JwtAuthGuard],
    };
  }
}
