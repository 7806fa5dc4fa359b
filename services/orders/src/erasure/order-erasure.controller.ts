// POST /internal/erasure/orders: identity's call when a shopper deletes their account (service
// credential required, bound by @Endpoint; never routed by the gateway).
import { ENDPOINTS, type ErasureRequest, type OrderErasureResponse } from '@rmj/contracts';
import { Body, Controller } from '@nestjs/common';
import { Endpoint } from '@rmj/nest-common';
import { OrderErasureService } from './order-erasure.service';

@Controller()
export class OrderErasureController {
  constructor(private readonly erasure: OrderErasureService) {}

  @Endpoint(ENDPOINTS.eraseOrders)
  erase(@Body() body: ErasureRequest): Promise<OrderErasureResponse> {
    return this.erasure.erase(body.userId);
  }
}
