/**
 * GET /api/track-order/:orderNumber: open to anyone with the number; the owner sees everything, others a masked view.
 * Every answer is `Cache-Control: no-store`: the owner's has personal data, and the masked one is
 * not cached either (the status changes, and one URL answers two views, so a cached masked view
 * could be shown to the owner, or the other way round on a shared computer).
 */
import { Controller, NotFoundException, Param, Req } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ENDPOINTS, ORDER_NUMBER_PATTERN, orderNumberSchema, type TrackOrderResponse } from '@rmj/contracts';
import { Endpoint, NoStore, parseWith } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { OrderProgress } from '../fulfilment/order-progress.service';
import { Order } from './order.schema';
import { toTracking } from './order-views';

export const ORDER_NOT_FOUND = 'Order not found. Please check the order number.';

@Controller()
export class TrackingController {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly progress: OrderProgress,
  ) {}

  @Endpoint(ENDPOINTS.trackOrder)
  @NoStore()
  async track(@Param('orderNumber') raw: string, @Req() req: AuthedRequest): Promise<TrackOrderResponse> {
    const orderNumber = parseWith(orderNumberSchema, raw);
    const order = ORDER_NUMBER_PATTERN.test(orderNumber)
      ? await this.orders.findOne({ orderNumber }).lean<Order>().exec()
      : null;
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const owner = req.user?.sub === order.userId;
    return toTracking(order, owner, await this.progress.forTracking(order, owner));
  }
}
