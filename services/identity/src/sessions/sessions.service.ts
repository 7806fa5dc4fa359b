import {
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  accountErrorMessages,
  accountSuccessMessages,
  type AccountMessageResponse,
  type SessionStatus,
} from '@rmj/contracts';
import {
  AUDIT_EVENTS,
  AuditLog,
  bearerToken,
  deleteExpired,
  SERVICE_CONFIG,
  SESSION_TOUCH_EVERY_MS,
  sweepEvery,
  verifyAccessToken,
  type VerifyKeys,
  verifyKeysOf,
} from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import { isValidObjectId, type Model } from 'mongoose';
import type { IdentityConfig } from '../config/identity.config';
import { StaffMember } from '../staff/staff-member.schema';
import { UsersService } from '../users/users.service';
import { SessionClock } from './session-clock';
import { Session } from './session.schema';

const SID = /^[A-Za-z0-9_-]{16,64}$/;

const lastUse = (session: Session): number => (session.lastUsedAt ?? session.createdAt).getTime();
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Server-side login sessions: the revocation list behind stateless tokens. A token is honoured
 * on a call that needs a login only while its session is active: not logged out, not older than
 * the user's last password change, used within SESSION_IDLE_MS (30 minutes), and younger than
 * SESSION_MAX_MS (12 hours). Each check is a use; the last use is written at most once a minute,
 * so the check stays a read nearly always (the idle limit may therefore end a session up to a
 * minute early, never late).
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionsService.name);
  private readonly keys: VerifyKeys;
  private readonly idleMs: number;
  private readonly maxMs: number;
  private stopSweeping?: () => void;

  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @InjectModel(StaffMember.name) private readonly staff: Model<StaffMember>,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
    private readonly clock: SessionClock,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.keys = verifyKeysOf(config.JWT_PRIVATE_KEY);
    this.idleMs = config.SESSION_IDLE_MS;
    this.maxMs = config.SESSION_MAX_MS;
  }

  /** The access token's lifetime: the session's longest life, so no token outlives its session. */
  get tokenTtlSeconds(): number {
    return Math.floor(this.maxMs / 1000);
  }

  onModuleInit(): void {
    this.stopSweeping = sweepEvery(SWEEP_EVERY_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stopSweeping?.();
  }

  /** A new session for the user (or the staff member); its id goes into the access token. */
  async start(userId: string, kind?: 'staff'): Promise<string> {
    const now = new Date(this.clock.now());
    const sid = randomBytes(18).toString('base64url');
    await this.sessions.create({
      _id: sid,
      userId,
      ...(kind ? { kind } : {}),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + this.maxMs),
    });
    return sid;
  }

  /** Whether the session is active, counting this check as a use of it (the idle clock restarts). */
  async status(sid: string): Promise<SessionStatus> {
    if (!SID.test(sid)) return { active: false };
    const session = await this.sessions.findById(sid).lean().exec();
    const now = this.clock.now();
    if (!session || session.revokedAt || this.hasEnded(session, now)) return { active: false };
    if (!(await this.ownerStillAllows(session))) return { active: false };
    if (now - lastUse(session) >= SESSION_TOUCH_EVERY_MS) {
      await this.sessions.updateOne({ _id: { $eq: sid } }, { $set: { lastUsedAt: new Date(now) } }).exec();
    }
    return { active: true, userId: session.userId };
  }

  /**
   * Belt and braces beside revocation (FerretDB's updateMany is not atomic against a parallel
   * login): a shopper's session started before their last password change is over; a staff
   * session is over once the member is gone, turned off, or changed after it started.
   */
  private async ownerStillAllows(session: Session): Promise<boolean> {
    const started = session.createdAt.getTime();
    if (session.kind === 'staff') {
      const member = isValidObjectId(session.userId) ? await this.staff.findById(session.userId).lean().exec() : null;
      return Boolean(member?.active) && (member?.sessionsValidAfter?.getTime() ?? 0) <= started;
    }
    const user = await this.users.findById(session.userId);
    return Boolean(user) && (user?.passwordChangedAt?.getTime() ?? 0) <= started;
  }

  /** Too old (12 hours, or the stored expiry of an older, longer session) or unused too long (30 minutes). */
  private hasEnded(session: Session, now: number): boolean {
    const end = Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + this.maxMs);
    return now >= end || now - lastUse(session) > this.idleMs;
  }

  /** POST /api/logout: ends the session the bearer token names. */
  async logout(authorization: string | undefined, ip: string): Promise<AccountMessageResponse> {
    const claims = verifyAccessToken(bearerToken(authorization) ?? '', this.keys);
    if (!claims) throw new UnauthorizedException(accountErrorMessages.notLoggedIn);
    await this.endOne(claims.sid, ip, claims);
    return { success: true, message: accountSuccessMessages.loggedOut };
  }

  /** Ends one session (logout of a shopper or of a staff member). */
  async endOne(sid: string, ip: string, claims: { email: string; sub: string }): Promise<void> {
    await this.sessions
      .updateOne({ _id: { $eq: sid }, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } })
      .exec();
    this.audit.record(AUDIT_EVENTS.tokenRevoked, { email: claims.email, ip, userId: claims.sub, reason: 'logout' });
  }

  /** Ends every session of the user (password reset). */
  async endAllOf(userId: string, reason: string, ip: string, email: string): Promise<void> {
    const res = await this.sessions
      .updateMany({ userId: { $eq: userId }, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } })
      .exec();
    this.audit.record(AUDIT_EVENTS.tokenRevoked, { email, ip, userId, reason, sessions: res.modifiedCount });
  }

  /** Deletes sessions that expired, or were revoked, more than a day ago. */
  async sweep(now = this.clock.now()): Promise<number> {
    return deleteExpired(this.sessions, now, {
      fields: ['expiresAt', 'revokedAt'],
      graceMs: 24 * 3600_000,
      warn: { logger: this.logger, what: 'sessions' },
    });
  }
}
