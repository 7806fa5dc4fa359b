/**
 * The back office's return and exchange requests: the board's Returns tab (with the count of each
 * state), one request, and its steps. Each step answers the request as it is now; 409 when someone
 * moved it first.
 */
import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import {
  ENDPOINTS,
  type AdminReturn,
  type AdminReturnsPage,
  type AdminReturnsQuery,
  type CheckReturnRequest,
  type ExchangeReturnRequest,
  type RefuseReturnRequest,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { ReturnExchanges } from './return-exchange.service';
import { ReturnSteps } from './return-steps.service';
import { ReturnsService } from './returns.service';

const staffOf = (req: AuthedRequest): AccessClaims => req.user as AccessClaims;

@Controller()
export class AdminReturnsController {
  constructor(
    private readonly returns: ReturnsService,
    private readonly steps: ReturnSteps,
    private readonly exchanges: ReturnExchanges,
  ) {}

  @Endpoint(ENDPOINTS.adminReturns)
  list(@Query() query: AdminReturnsQuery): Promise<AdminReturnsPage> {
    return this.returns.list(query);
  }

  @Endpoint(ENDPOINTS.adminReturn)
  one(@Param('returnId') returnId: string): Promise<AdminReturn> {
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminApproveReturn)
  async approve(@Param('returnId') returnId: string, @Req() req: AuthedRequest): Promise<AdminReturn> {
    await this.steps.approve(await this.returns.record(returnId), staffOf(req));
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminRefuseReturn)
  async refuse(
    @Param('returnId') returnId: string,
    @Body() body: RefuseReturnRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminReturn> {
    await this.steps.refuse(await this.returns.record(returnId), body.reason, staffOf(req));
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminReceiveReturn)
  async receive(@Param('returnId') returnId: string, @Req() req: AuthedRequest): Promise<AdminReturn> {
    await this.steps.receive(await this.returns.record(returnId), staffOf(req));
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminCheckReturn)
  async check(
    @Param('returnId') returnId: string,
    @Body() body: CheckReturnRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminReturn> {
    await this.steps.check(await this.returns.record(returnId), body.passed, body.note, staffOf(req));
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminCloseReturn)
  async close(@Param('returnId') returnId: string, @Req() req: AuthedRequest): Promise<AdminReturn> {
    await this.steps.close(await this.returns.record(returnId), staffOf(req));
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminRefundReturn)
  async refund(@Param('returnId') returnId: string, @Req() req: AuthedRequest): Promise<AdminReturn> {
    await this.steps.refund(await this.returns.record(returnId), staffOf(req));
    return this.returns.one(returnId);
  }

  @Endpoint(ENDPOINTS.adminExchangeReturn)
  async exchange(
    @Param('returnId') returnId: string,
    @Body() body: ExchangeReturnRequest,
    @Req() req: AuthedRequest,
  ): Promise<AdminReturn> {
    await this.exchanges.exchange(await this.returns.record(returnId), body.wanted, staffOf(req));
    return this.returns.one(returnId);
  }
}
