// What the back office's customer pages show of orders: for some customers (their userIds), each
// order's number, date, state, payment status, total, paid and due, and every customer's sums.
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CUSTOMER_ORDERS_MAX_ORDERS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  type CustomerOrder,
  type CustomerOrdersResponse,
  type CustomerOrderTotals,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import { Order } from '../orders/order.schema';

type OrderFields = Pick<
  Order,
  'userId' | 'orderNumber' | 'paidAt' | 'status' | 'paymentStatus' | 'total' | 'paymentMethod' | 'paidPaise'
>;

/** Payment statuses of an order whose whole total was received (refunds are shown by the status itself). */
const RECEIVED_IN_FULL: readonly string[] = [
  PAYMENT_STATUS.paid,
  PAYMENT_STATUS.partiallyRefunded,
  PAYMENT_STATUS.refunded,
];

/**
 * Rupees received for an order: an order paid with payment links (in parts), what its payments came
 * to (at most the total); otherwise the whole total once it was paid (online, or the courier's cash
 * recorded), nothing while it is Unpaid (cash on delivery not yet collected). A status this build
 * does not know counts as nothing received until that status says what was.
 */
export function amountPaid(
  order: Pick<OrderFields, 'paymentStatus' | 'total' | 'paymentMethod' | 'paidPaise'>,
): number {
  if (order.paymentMethod === PAYMENT_METHOD.paymentLink)
    return Math.min(order.total, Math.round((order.paidPaise ?? 0) / 100));
  return RECEIVED_IN_FULL.includes(order.paymentStatus) ? order.total : 0;
}

export function customerOrder(order: OrderFields): CustomerOrder {
  const paid = amountPaid(order);
  return {
    userId: order.userId,
    orderNumber: order.orderNumber,
    placedAt: order.paidAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: order.total,
    paid,
    due: Math.max(0, order.total - paid),
  };
}

@Injectable()
export class CustomerOrders {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  async of(userIds: readonly string[]): Promise<CustomerOrdersResponse> {
    const rows = await this.orders
      .find(
        { userId: { $in: [...userIds] } },
        { userId: 1, orderNumber: 1, paidAt: 1, status: 1, paymentStatus: 1, total: 1, paymentMethod: 1, paidPaise: 1 },
      )
      .sort({ paidAt: -1, _id: -1 })
      .lean<OrderFields[]>()
      .exec();
    const orders = rows.map(customerOrder);
    const totals: CustomerOrderTotals[] = userIds.map((userId) => {
      const mine = orders.filter((o) => o.userId === userId);
      const sum = (pick: (o: CustomerOrder) => number) => mine.reduce((acc, o) => acc + pick(o), 0);
      return {
        userId,
        orderCount: mine.length,
        total: sum((o) => o.total),
        paid: sum((o) => o.paid),
        due: sum((o) => o.due),
      };
    });
    return { orders: orders.slice(0, CUSTOMER_ORDERS_MAX_ORDERS), totals };
  }
}
