/** The shopper's return or exchange request on their own order: make one, read theirs. */
import { Body, Controller, Param, Req } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ENDPOINTS, type CreateReturnRequest, type MyReturnsResponse, type ReturnRequestView } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { findOrderByNumber } from '../fulfilment/order-lookup';
import { Order } from '../orders/order.schema';
import { ReturnsService } from './returns.service';

@Controller()
export class MyReturnsController {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly returns: ReturnsService,
  ) {}

  /** 404 for another's order; 409 in the policy's words when it may not be returned now. */
  @Endpoint(ENDPOINTS.createMyReturn)
  async create(
    @Param('orderNumber') orderNumber: string,
    @Body() body: CreateReturnRequest,
    @Req() req: AuthedRequest,
  ): Promise<ReturnRequestView> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    return this.returns.create(order, (req.user as AccessClaims).sub, body, req.headers.cookie);
  }

  @Endpoint(ENDPOINTS.myReturns)
  async mine(@Param('orderNumber') orderNumber: string, @Req() req: AuthedRequest): Promise<MyReturnsResponse> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    return this.returns.mine(order, (req.user as AccessClaims).sub);
  }
}
