import { Inject, Injectable, Logger, UnauthorizedException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { accountErrorMessages, accountSuccessMessages, type AccountMessageResponse, type SessionStatus } from '@rmj/contracts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUDIT_EVENTS,
  AuditLog,
  bearerToken,
  ensureIndexes,
  SERVICE_CONFIG,
  verifyAccessToken,
  verifyKeysOf,
  type VerifyKeys,
} from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { IdentityConfig } from '../config/identity.config';
import { UsersService } from '../users/users.service';
import { Session } from './session.schema';

const SID = /^[A-Za-z0-9_-]{16,64}$/;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Server-side login sessions: the revocation list behind stateless tokens. A token is honoured
 * for checkout and owner-only tracking only while its session is active: not logged out, not
 * older than the user's last password change, not expired.
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private readonly keys: VerifyKeys;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.keys = verifyKeysOf(config.JWT_PRIVATE_KEY);
  }

  async onModuleInit(): Promise<void> {
    await ensureIndexes(this.sessions);
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** A new session for the user; its id goes into the access token. */
  async start(userId: string): Promise<string> {
    const now = Date.now();
    const sid = randomBytes(18).toString('base64url');
    await this.sessions.create({ _id: sid, userId, createdAt: new Date(now), expiresAt: new Date(now + ACCESS_TOKEN_TTL_SECONDS * 1000) });
    return sid;
  }

  async status(sid: string): Promise<SessionStatus> {
    if (!SID.test(sid)) return { active: false };
    const session = await this.sessions.findById(sid).lean().exec();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return { active: false };
    // Belt and braces: a session started before the last password change is over even if the
    // revocation write missed it (FerretDB's updateMany is not atomic against a parallel login).
    const user = await this.users.findById(session.userId);
    if (!user || (user.passwordChangedAt && user.passwordChangedAt.getTime() > session.createdAt.getTime())) return { active: false };
    return { active: true, userId: session.userId };
  }

  /** POST /api/logout: ends the session the bearer token names. */
  async logout(authorization: string | undefined, ip: string): Promise<AccountMessageResponse> {
    const claims = verifyAccessToken(bearerToken(authorization) ?? '', this.keys);
    if (!claims) throw new UnauthorizedException(accountErrorMessages.notLoggedIn);
    await this.sessions.updateOne({ _id: { $eq: claims.sid }, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } }).exec();
    this.audit.record(AUDIT_EVENTS.tokenRevoked, { email: claims.email, ip, userId: claims.sub, reason: 'logout' });
    return { success: true, message: accountSuccessMessages.loggedOut };
  }

  /** Ends every session of the user (password reset). */
  async endAllOf(userId: string, reason: string, ip: string, email: string): Promise<void> {
    const res = await this.sessions.updateMany({ userId: { $eq: userId }, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } }).exec();
    this.audit.record(AUDIT_EVENTS.tokenRevoked, { email, ip, userId, reason, sessions: res.modifiedCount });
  }

  /** Deletes sessions that expired, or were revoked, more than a day ago. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - 24 * 3600_000);
    try {
      const res = await this.sessions.deleteMany({ $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }] }).exec();
      return res.deletedCount;
    } catch (err) {
      this.logger.warn(`sweeping sessions failed: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  }
}
