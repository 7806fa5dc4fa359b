import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
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
import { invitationMail } from './staff-mails';
import { INVITATION_TTL_MS, invitationView, StaffInvitationsService } from './staff-invitations.service';
import { StaffMembersService, staffView } from './staff-members.service';

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
    if (losesOwner && (await this.members.otherActiveOwners(staffId)) === 0)
      throw new ConflictException(staffErrorMessages.lastOwner);
    const before = { role: member.role, active: member.active };
    await this.members.set(staffId, { role, active, sessionsValidAfter: new Date(this.clock.now()) });
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
