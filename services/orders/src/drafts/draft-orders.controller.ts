import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import {
  ENDPOINTS,
  type DraftOrder,
  type DraftOrderDeleted,
  type DraftOrderFields,
  type DraftOrdersPage,
  type DraftOrdersQuery,
  type SendDraftResponse,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { DraftOrders, type SendDraftFields } from './draft-orders.service';

type AuthedRequest = { user?: AccessClaims };

/** The back office's draft orders (the contracts admit the roles; the service decides discounts). */
@Controller()
export class DraftOrdersController {
  constructor(private readonly drafts: DraftOrders) {}

  @Endpoint(ENDPOINTS.draftOrdersList)
  list(@Query() query: DraftOrdersQuery): Promise<DraftOrdersPage> {
    return this.drafts.list(query);
  }

  @Endpoint(ENDPOINTS.draftOrderCreate)
  create(@Body() body: DraftOrderFields, @Req() req: AuthedRequest): Promise<DraftOrder> {
    return this.drafts.create(body, req.user!);
  }

  @Endpoint(ENDPOINTS.draftOrderDetail)
  one(@Param('draftId') draftId: string): Promise<DraftOrder> {
    return this.drafts.one(draftId);
  }

  @Endpoint(ENDPOINTS.draftOrderUpdate)
  update(
    @Param('draftId') draftId: string,
    @Body() body: DraftOrderFields & { version: number },
    @Req() req: AuthedRequest,
  ): Promise<DraftOrder> {
    return this.drafts.update(draftId, body, req.user!);
  }

  @Endpoint(ENDPOINTS.draftOrderSend)
  send(
    @Param('draftId') draftId: string,
    @Body() body: SendDraftFields,
    @Req() req: AuthedRequest,
  ): Promise<SendDraftResponse> {
    return this.drafts.send(draftId, body, req.user!);
  }

  @Endpoint(ENDPOINTS.draftOrderDelete)
  remove(@Param('draftId') draftId: string, @Req() req: AuthedRequest): Promise<DraftOrderDeleted> {
    return this.drafts.remove(draftId, req.user!);
  }
}
