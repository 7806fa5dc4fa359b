// The old-gold exchange: the page's buy-back table and request form (public), the owner's buy-back
// rates, and the back office's list of requests.
import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import {
  ENDPOINTS,
  type AdminBuyback,
  type AdminOldGoldPage,
  type AdminOldGoldQuery,
  type AdminOldGoldRequest,
  type BuybackTable,
  type MoveOldGoldRequest,
  type OldGoldRequestInput,
  type OldGoldRequestResponse,
  type SetBuybackRequest,
} from '@rmj/contracts';
import { Endpoint, RateLimitGuard, type AccessClaims } from '@rmj/nest-common';
import { StaffActor } from '../admin/staff-actor.decorator';
import { OLD_GOLD_LIMIT } from './old-gold-limits';
import { OldGoldStore } from './old-gold.store';

@Controller()
export class OldGoldController {
  constructor(private readonly store: OldGoldStore) {}

  @Endpoint(ENDPOINTS.buybackTable)
  table(): Promise<BuybackTable> {
    return this.store.table();
  }

  @Endpoint(ENDPOINTS.submitOldGoldRequest)
  @UseGuards(RateLimitGuard(OLD_GOLD_LIMIT))
  submit(@Body() body: OldGoldRequestInput): Promise<OldGoldRequestResponse> {
    return this.store.submit(body);
  }

  @Endpoint(ENDPOINTS.adminBuyback)
  admin(): Promise<AdminBuyback> {
    return this.store.admin();
  }

  @Endpoint(ENDPOINTS.adminSetBuyback)
  set(@Body() body: SetBuybackRequest, @StaffActor() actor: AccessClaims): Promise<AdminBuyback> {
    return this.store.set(body, actor);
  }

  @Endpoint(ENDPOINTS.adminOldGoldRequests)
  list(@Query() query: AdminOldGoldQuery): Promise<AdminOldGoldPage> {
    return this.store.list(Number(query.page ?? '1') || 1);
  }

  @Endpoint(ENDPOINTS.adminMoveOldGoldRequest)
  move(
    @Param('requestId') requestId: string,
    @Body() body: MoveOldGoldRequest,
    @StaffActor() actor: AccessClaims,
  ): Promise<AdminOldGoldRequest> {
    return this.store.move(requestId, body, actor);
  }
}
