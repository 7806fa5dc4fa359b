/**
 * The complaint form's endpoint (public, rate-limited at the gateway by its contract) and the
 * back office's complaints desk. Each desk action is audited with who and when, by the one press
 * that took it (a second press answers 409 and records nothing).
 */
import { Body, Controller, ForbiddenException, Headers, Param, Query, Req } from '@nestjs/common';
import {
  ENDPOINTS,
  ROLE_REFUSED_MESSAGE,
  SHOP_LANGUAGE_HEADER,
  shopLanguageOf,
  type AdminGrievance,
  type AdminGrievancesQuery,
  type AdminGrievancesResponse,
  type GrievanceInput,
  type GrievanceResponse,
  type ResolveGrievanceRequest,
} from '@rmj/contracts';
import { actorOf, Endpoint, NoStore, StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import { GrievancesService } from './grievances.service';

type AuthedRequest = { user?: AccessClaims };

@Controller()
export class GrievancesController {
  constructor(
    private readonly grievances: GrievancesService,
    private readonly trail: StaffAuditTrail,
  ) {}

  @Endpoint(ENDPOINTS.submitGrievance)
  @NoStore()
  submit(@Body() body: GrievanceInput, @Headers(SHOP_LANGUAGE_HEADER) lang?: string): Promise<GrievanceResponse> {
    return this.grievances.submit(body, shopLanguageOf(lang));
  }

  @Endpoint(ENDPOINTS.adminGrievances)
  async list(@Query() query: AdminGrievancesQuery): Promise<AdminGrievancesResponse> {
    return { grievances: await this.grievances.list(query.state) };
  }

  @Endpoint(ENDPOINTS.adminGrievance)
  one(@Param('ticket') ticket: string): Promise<AdminGrievance> {
    return this.grievances.one(ticket);
  }

  @Endpoint(ENDPOINTS.adminAcknowledgeGrievance)
  async acknowledge(@Param('ticket') ticket: string, @Req() req: AuthedRequest): Promise<AdminGrievance> {
    const claims = req.user!;
    const done = await this.grievances.acknowledge(ticket, staffActor(claims));
    await this.trail.record({
      actor: claims,
      action: 'grievance.acknowledged',
      target: { type: 'grievance', id: ticket, label: ticket },
    });
    return done;
  }

  @Endpoint(ENDPOINTS.adminResolveGrievance)
  async resolve(
    @Param('ticket') ticket: string,
    @Body() body: ResolveGrievanceRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminGrievance> {
    const claims = req.user!;
    const done = await this.grievances.resolve(ticket, body.note, staffActor(claims));
    await this.trail.record({
      actor: claims,
      action: 'grievance.resolved',
      target: { type: 'grievance', id: ticket, label: ticket },
      after: { note: body.note },
    });
    return done;
  }
}

/** The staff member behind the call (the guard admitted only staff roles). */
function staffActor(claims: AccessClaims) {
  const actor = actorOf(claims);
  if (!actor) throw new ForbiddenException(ROLE_REFUSED_MESSAGE);
  return actor;
}
