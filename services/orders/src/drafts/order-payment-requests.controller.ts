import { Body, Controller, Param, Req } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ENDPOINTS,
  type BalanceOverrideAnswer,
  type BalanceOverrideRequest,
  type PaymentRequestAnswer,
  type requestBalanceSchema,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import { findOrderByNumber } from '../fulfilment/order-lookup';
import { Order } from '../orders/order.schema';
import { OrderPaymentRequests } from './order-payment-requests.service';

type AuthedRequest = { user?: AccessClaims };

/** An order's payment links after sending: the balance, cancelling a link, the owner's leave to ship with money due. */
@Controller()
export class OrderPaymentRequestsController {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly requests: OrderPaymentRequests,
  ) {}

  @Endpoint(ENDPOINTS.orderPaymentRequestCreate)
  async requestBalance(
    @Param('orderNumber') orderNumber: string,
    @Body() body: z.output<typeof requestBalanceSchema>,
    @Req() req: AuthedRequest,
  ): Promise<PaymentRequestAnswer> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    return this.requests.requestBalance(order, body.expiryDays, req.user!);
  }

  @Endpoint(ENDPOINTS.orderPaymentRequestCancel)
  async cancel(
    @Param('orderNumber') orderNumber: string,
    @Param('linkId') linkId: string,
    @Req() req: AuthedRequest,
  ): Promise<PaymentRequestAnswer> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    return this.requests.cancel(order, linkId, req.user!);
  }

  @Endpoint(ENDPOINTS.orderBalanceOverride)
  async override(
    @Param('orderNumber') orderNumber: string,
    @Body() body: BalanceOverrideRequest,
    @Req() req: AuthedRequest,
  ): Promise<BalanceOverrideAnswer> {
    const order = await findOrderByNumber(this.orders, orderNumber);
    return this.requests.override(order, body.reason, req.user!);
  }
}
