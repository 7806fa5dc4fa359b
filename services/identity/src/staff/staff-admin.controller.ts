import { Body, Controller, Ip, Param, Query, Req } from '@nestjs/common';
import {
  ENDPOINTS,
  type StaffAuditPage,
  type StaffInvitation,
  type StaffInviteRequest,
  type StaffListResponse,
  type StaffMember,
  type StaffUpdateRequest,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { StaffAdminService } from './staff-admin.service';

type StaffRequest = { user: AccessClaims };

/**
 * The staff endpoints: who may call each is its contract's `roles` (STAFF_PERMISSIONS), checked
 * by the app's guard before the handler runs (no token 401, a shopper's 403, a role not admitted 403).
 * Answers for a signed-in caller are no-store (the guard sets it).
 */
@Controller()
export class StaffAdminController {
  constructor(private readonly admin: StaffAdminService) {}

  @Endpoint(ENDPOINTS.staffMe)
  me(@Req() req: StaffRequest): Promise<StaffMember> {
    return this.admin.me(req.user);
  }

  @Endpoint(ENDPOINTS.staffList)
  list(): Promise<StaffListResponse> {
    return this.admin.list();
  }

  @Endpoint(ENDPOINTS.staffInvite)
  invite(@Body() body: StaffInviteRequest, @Req() req: StaffRequest): Promise<StaffInvitation> {
    return this.admin.invite(body, req.user);
  }

  @Endpoint(ENDPOINTS.staffWithdrawInvitation)
  withdraw(@Param('invitationId') invitationId: string, @Req() req: StaffRequest): Promise<StaffListResponse> {
    return this.admin.withdraw(invitationId, req.user);
  }

  @Endpoint(ENDPOINTS.staffUpdate)
  update(
    @Param('staffId') staffId: string,
    @Body() body: StaffUpdateRequest,
    @Req() req: StaffRequest,
    @Ip() ip: string,
  ): Promise<StaffMember> {
    return this.admin.update(staffId, body, req.user, ip);
  }

  @Endpoint(ENDPOINTS.identityAudit)
  audit(
    @Query() query: { actorId?: string; action?: string; before?: string; limit?: number },
  ): Promise<StaffAuditPage> {
    return this.admin.audit(query);
  }
}
