import { NotFoundException } from '@nestjs/common';
import { ORDER_NUMBER_PATTERN, orderNumberSchema } from '@rmj/contracts';
import { parseWith } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { Order } from '../orders/order.schema';

/** 404 message of an order number nobody can see (unknown, malformed, or another shopper's). */
export const ORDER_NOT_FOUND = 'Order not found. Please check the order number.';

/** The order with this number as typed (trimmed, upper-cased), or 404. */
export async function findOrderByNumber(orders: Model<Order>, raw: string): Promise<Order> {
  const orderNumber = parseWith(orderNumberSchema, raw);
  const order = ORDER_NUMBER_PATTERN.test(orderNumber)
    ? await orders.findOne({ orderNumber }).lean<Order>().exec()
    : null;
  if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
  return order;
}
