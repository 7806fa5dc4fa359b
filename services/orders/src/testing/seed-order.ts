/** Paid orders written straight into a service test's database (no checkout), each under its own ids. */
import type { Model } from 'mongoose';
import type { Order } from '../orders/order.schema';
import { customer, sampleOrder } from './sample-order';

/**
 * A seeder of sample orders for one suite: each order gets `order_<tag><n>`, `pay_<tag><n>` and
 * `RMJ-<digit><n>` (n counts from 1, nine digits), so suites sharing a database never collide;
 * `defaults` and then each call's `overrides` replace fields. Paid by default.
 */
export function orderSeeder(
  orders: () => Model<Order>,
  { tag, digit }: { tag: string; digit: string },
  defaults: Partial<Order> = {},
): (userId: string, overrides?: Partial<Order>) => Promise<Order> {
  let next = 0;
  return async (userId, overrides = {}) => {
    next += 1;
    const id = String(next).padStart(9, '0');
    const order = {
      ...sampleOrder(),
      _id: `order_${tag}${id}`,
      orderNumber: `RMJ-${digit}${id}`,
      paymentId: `pay_${tag}${id}`,
      userId,
      userEmail: customer.email,
      paymentStatus: 'Paid',
      status: 'Processing',
      recordedBy: 'verify',
      ...defaults,
      ...overrides,
    } as Order;
    await orders().create(order);
    return order;
  };
}
