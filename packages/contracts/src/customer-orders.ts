// What the back office's customer pages show of a customer's orders (the orders service answers
// it): each order's number, date, state, payment status, and what it costs, what was paid and what
// is still due, for one customer or a page of them.
import { z } from 'zod';
import { orderStateSchema, paymentStatusSchema } from './order-records';

/** userIds asked for at once (one page of the customers list is 20). */
export const CUSTOMER_ORDERS_MAX_USERS = 50;
/** Orders listed per answer, newest first (the totals count every order). */
export const CUSTOMER_ORDERS_MAX_ORDERS = 200;

/** GET /api/admin/customer-orders query: the customers' `ordersUserId`s, comma-separated. */
export const customerOrdersQuerySchema = z.strictObject({
  userIds: z
    .string({ error: 'userIds is required' })
    .trim()
    .min(1, 'userIds is required')
    .max(CUSTOMER_ORDERS_MAX_USERS * 65, 'Too many userIds')
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().max(64, 'A userId is at most 64 characters'))
        .min(1, 'userIds is required')
        .max(CUSTOMER_ORDERS_MAX_USERS, `At most ${CUSTOMER_ORDERS_MAX_USERS} userIds at once`),
    ),
});
export type CustomerOrdersQuery = z.input<typeof customerOrdersQuerySchema>;

/**
 * One order of a customer. Amounts are whole rupees: `paid` is what the shop has received for it
 * (money refunded later is shown by `paymentStatus`, not taken off), `due` is `total - paid`, never
 * below 0. Every order recorded today was paid in full at checkout; orders paid in parts or on
 * delivery fill `paid` from what was received.
 */
export const customerOrderSchema = z.object({
  /** The customer's `ordersUserId`. */
  userId: z.string(),
  orderNumber: z.string(),
  /** When it was placed (ISO 8601). */
  placedAt: z.string(),
  status: orderStateSchema,
  paymentStatus: paymentStatusSchema,
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** Every order of one customer, summed (whole rupees). */
export const customerOrderTotalsSchema = z.object({
  userId: z.string(),
  orderCount: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
});
export type CustomerOrderTotals = z.infer<typeof customerOrderTotalsSchema>;

/** GET /api/admin/customer-orders answer. */
export const customerOrdersResponseSchema = z.object({
  /** Newest first, at most CUSTOMER_ORDERS_MAX_ORDERS. */
  orders: z.array(customerOrderSchema),
  /** One per userId asked for, in the order asked (zeros for a customer without orders). */
  totals: z.array(customerOrderTotalsSchema),
});
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;
