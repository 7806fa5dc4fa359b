import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ROLE_REFUSED_MESSAGE,
  staffErrorMessages,
  staffSetupPath,
  type StaffAuditPage,
  type StaffAuditQuery,
  type StaffInvitation,
  type StaffInviteRequest,
  type StaffListResponse,
  type StaffMember,
  type StaffUpdateRequest,
} from '@rmj/contracts';
import { SERVICE_CONFIG, StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import { ServiceUnavailableException } from '@nestjs/common';
import type { IdentityConfig } from '../config/identity.config';
import { MailerService } from '../mail/mailer.service';
import { SessionClock } from '../sessions/session-clock';
import { SessionsService } from '../sessions/sessions.service';
import { OnceMarkers } from './once-markers.service';
import { invitationMail } from './staff-mails';
import { INVITATION_TTL_MS, invitationView, StaffInvitationsService } from './staff-invitations.service';
import type { StaffMemberDocument } from './staff-member.schema';
import { StaffMembersService, staffView } from './staff-members.service';

/** How long the one owner-taking change may hold its marker (a holder that died frees it after this). */
const OWNER_CHANGE_HOLD_MS = 15_000;

/** The owner's side: the staff list, invitations, role and access changes, and identity's audit trail. */
@Injectable()
export class StaffAdminService {
  constructor(
    private readonly members: StaffMembersService,
    private readonly invitations: StaffInvitationsService,
    private readonly mailer: MailerService,
    private readonly sessions: SessionsService,
    private readonly clock: SessionClock,
    private readonly trail: StaffAuditTrail,
    private readonly once: OnceMarkers,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The signed-in member (the guard has checked the session, so the member exists and is active). */
  async me(claims: AccessClaims): Promise<StaffMember> {
    const member = await this.members.findById(claims.sub);
    if (!member) throw new NotFoundException(staffErrorMessages.notFound);
    return staffView(member);
  }

  async list(): Promise<StaffListResponse> {
    const [staff, invitations] = await Promise.all([this.members.all(), this.invitations.pending()]);
    const now = Date.now();
    return { staff: staff.map(staffView), invitations: invitations.map((inv) => invitationView(inv, now)) };
  }

  /** Mails a set-up code (72 hours) and a link; inviting the same e-mail again replaces the code. */
  async invite(body: StaffInviteRequest, actor: AccessClaims): Promise<StaffInvitation> {
    if (await this.members.findByEmail(body.email)) throw new ConflictException(staffErrorMessages.alreadyStaff);
    const link = `${this.config.SHOP_URL}${staffSetupPath(body.email, { name: body.name })}`;
    const invitation = await this.invitations
      .issue({ ...body, ttlMs: INVITATION_TTL_MS, invitedBy: { id: actor.sub, email: actor.email } }, (code) =>
        this.mailer.send(body.email, invitationMail(body.name, body.role, code, link, actor.firstName)),
      )
      .catch((err: unknown) => {
        if (err instanceof ServiceUnavailableException)
          throw new ServiceUnavailableException(staffErrorMessages.mailFailed);
        throw err;
      });
    await this.trail.record({
      actor,
      action: 'staff.invited',
      target: { type: 'invitation', id: String(invitation._id), label: body.email },
      after: { email: body.email, name: body.name, role: body.role },
    });
    return invitationView(invitation);
  }

  /** Withdraws an invitation not used yet (its code stops working at once); the staff list after. */
  async withdraw(invitationId: string, actor: AccessClaims): Promise<StaffListResponse> {
    const gone = await this.invitations.withdraw(invitationId);
    if (!gone) throw new NotFoundException(staffErrorMessages.invitationGone);
    await this.trail.record({
      actor,
      action: 'staff.withdrawn',
      target: { type: 'invitation', id: invitationId, label: gone.email },
      before: { email: gone.email, name: gone.name, role: gone.role },
    });
    return this.list();
  }

  /**
   * A new role and/or access. A real change ends every session of the member (their next call
   * signs in again with the new role). The last active owner cannot be demoted or turned off.
   */
  async update(staffId: string, body: StaffUpdateRequest, actor: AccessClaims, ip: string): Promise<StaffMember> {
    const member = await this.members.findById(staffId);
    if (!member) throw new NotFoundException(staffErrorMessages.notFound);
    const role = body.role ?? member.role;
    const active = body.active ?? member.active;
    if (role === member.role && active === member.active) return staffView(member);
    const losesOwner = member.role === 'owner' && member.active && (role !== 'owner' || !active);
    if (!losesOwner) return this.apply(member, role, active, actor, ip);
    // Two owners demoting each other at once must not both pass the check: one change that takes an
    // owner away at a time (an insert-once marker), the member read again inside it, and the count
    // checked again after the write.
    return this.oneOwnerChangeAtATime(async () => {
      // The one asking may have lost the owner role while waiting (the other owner's change came first).
      const asking = await this.members.findById(actor.sub);
      if (!asking || asking.role !== 'owner' || !asking.active) throw new ForbiddenException(ROLE_REFUSED_MESSAGE);
      const fresh = await this.members.findById(staffId);
      if (!fresh) throw new NotFoundException(staffErrorMessages.notFound);
      if (fresh.role !== member.role || fresh.active !== member.active)
        throw new ConflictException(staffErrorMessages.changedMeanwhile);
      if ((await this.members.otherActiveOwners(staffId)) === 0)
        throw new ConflictException(staffErrorMessages.lastOwner);
      return this.apply(fresh, role, active, actor, ip);
    });
  }

  private async oneOwnerChangeAtATime<T>(work: () => Promise<T>): Promise<T> {
    const key = 'staff|owner-change';
    for (let tries = 0; ; tries++) {
      if (await this.once.claim(key, OWNER_CHANGE_HOLD_MS)) break;
      // A holder that died leaves its marker until it expires.
      await this.once.releaseExpired(key);
      if (tries >= 20) throw new ConflictException(staffErrorMessages.changedMeanwhile);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(Math.random() * 100)));
    }
    try {
      return await work();
    } finally {
      await this.once.release(key);
    }
  }

  /** Writes the new role and/or access (only while they are still as read), ends the member's sessions, audits. */
  private async apply(
    member: StaffMemberDocument,
    role: StaffMember['role'],
    active: boolean,
    actor: AccessClaims,
    ip: string,
  ): Promise<StaffMember> {
    const staffId = member.id as string;
    const before = { role: member.role, active: member.active };
    const written = await this.members.setIf(staffId, before, {
      role,
      active,
      sessionsValidAfter: new Date(this.clock.now()),
    });
    if (!written) throw new ConflictException(staffErrorMessages.changedMeanwhile);
    if (before.role === 'owner' && before.active && (await this.members.activeOwners()) === 0) {
      // Belt and braces: a write that left no active owner is taken back.
      await this.members.set(staffId, before);
      throw new ConflictException(staffErrorMessages.lastOwner);
    }
    await this.sessions.endAllOf(staffId, 'staff-change', ip, member.email);
    const target = { type: 'staff', id: staffId, label: member.email };
    if (role !== before.role)
      await this.trail.record({
        actor,
        action: 'staff.role.changed',
        target,
        before: { role: before.role },
        after: { role },
      });
    if (active !== before.active)
      await this.trail.record({
        actor,
        action: active ? 'staff.enabled' : 'staff.disabled',
        target,
        before: { active: before.active },
        after: { active },
      });
    Object.assign(member, { role, active });
    return staffView(member);
  }

  /** Identity's part of the trail. The query arrives parsed (limit a number); the trail reads it as sent. */
  audit(query: { actorId?: string; action?: string; before?: string; limit?: number }): Promise<StaffAuditPage> {
    const asSent: StaffAuditQuery = { ...query, limit: query.limit === undefined ? undefined : String(query.limit) };
    return this.trail.page(asSent);
  }
}
