// GET /api/orders/mine/data: the shopper's copy of their orders (the right of access): every order
// with what they gave at checkout, the pieces as bought and the payment, never the service's own
// bookkeeping (claims, stock, reminders).
import { Controller, Injectable, Req } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ENDPOINTS, type MyOrderData, type MyOrdersDataResponse } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { Order } from './order.schema';

/** An order as the data copy shows it. */
export function toOrderData(order: Order): MyOrderData {
  return {
    orderNumber: order.orderNumber,
    paidAt: new Date(order.paidAt).toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    customerDetails: { ...order.customerDetails },
    lines: order.lines.map((line) => ({ ...line })),
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    total: order.total,
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    paymentId: order.paymentId,
    ...(order.shipment ? { shipment: { ...order.shipment } } : {}),
  };
}

@Injectable()
export class MyOrdersData {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /** Every order of the account, newest first. */
  async of(userId: string): Promise<MyOrdersDataResponse> {
    const orders = await this.orders.find({ userId }).sort({ paidAt: -1 }).lean<Order[]>().exec();
    return { success: true, orders: orders.map(toOrderData) };
  }
}

@Controller()
export class MyOrdersDataController {
  constructor(private readonly data: MyOrdersData) {}

  @Endpoint(ENDPOINTS.myOrdersData)
  mine(@Req() req: AuthedRequest): Promise<MyOrdersDataResponse> {
    return this.data.of((req.user as AccessClaims).sub);
  }
}
