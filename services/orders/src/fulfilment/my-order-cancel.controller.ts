/** POST /api/orders/:orderNumber/cancel: the shopper cancels their own order. */
import { Controller, Param, Req } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ENDPOINTS, ORDER_STATE, type cancelOrderResponseSchema } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { Order } from '../orders/order.schema';
import { FulfilmentService } from './fulfilment.service';
import { findOrderByNumber } from './order-lookup';

@Controller()
export class MyOrderCancelController {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly fulfilment: FulfilmentService,
  ) {}

  /**
   * Within ORDER_CANCEL_WINDOW_MINUTES of paying while still Processing, or an unpaid cash-on-delivery
   * order until the shop confirms it; 409 after; 404 for another's order.
   */
  @Endpoint(ENDPOINTS.cancelMyOrder)
  async cancel(
    @Param('orderNumber') orderNumber: string,
    @Req() req: AuthedRequest,
  ): Promise<z.infer<typeof cancelOrderResponseSchema>> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    const message = await this.fulfilment.customerCancel(order, (req.user as AccessClaims).sub);
    return { success: true, status: ORDER_STATE.cancelled, message };
  }
}
