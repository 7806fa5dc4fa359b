// The back office's read of customers' orders (real app, real FerretDB): each order's number, date,
// state, payment status, total, paid and due for the customers asked for, newest first, with each
// customer's sums; staff roles only, and bad input refused with one clear message.
import { customerOrdersResponseSchema, type CustomerOrdersResponse } from '@rmj/contracts';
import { STAFF_ONLY_MESSAGE } from '@rmj/nest-common';
import { staffBearer } from '../fulfilment/fulfilment-testing';
import type { Order } from '../orders/order.schema';
import { orderSeeder } from '../testing/seed-order';
import { createTestApp, type OrdersTestApp } from '../testing/test-app';
import { amountPaid } from './customer-orders.service';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('customer_orders');
  t.sandbox.setWebhookUrl(null);
});
afterAll(() => t.close());

const seedOrder = orderSeeder(() => t.orders, { tag: 'cus', digit: '7' });

const ask = (userIds: string, role: 'owner' | 'staff' | 'support' = 'support') =>
  t
    .http()
    .get(`/api/admin/customer-orders?userIds=${encodeURIComponent(userIds)}`)
    .set('Authorization', staffBearer(t, role));

it("answers each customer's orders with total, paid and due, newest first, and their sums", async () => {
  const older = await seedOrder('u-asha', {
    paidAt: new Date('2026-10-01T05:00:00Z'),
    total: 14600,
    status: 'Delivered',
  });
  const newer = await seedOrder('u-asha', {
    paidAt: new Date('2026-11-20T05:00:00Z'),
    total: 2600,
    status: 'Refunded',
    paymentStatus: 'Refunded',
  });
  const ravi = await seedOrder('u-ravi', { paidAt: new Date('2026-11-01T05:00:00Z'), total: 5000 });
  await seedOrder('u-other', { total: 999 });

  const res = await ask('u-asha, u-ravi,u-none').expect(200);
  const body: CustomerOrdersResponse = customerOrdersResponseSchema.parse(res.body);
  expect(body.orders).toEqual([
    {
      userId: 'u-asha',
      orderNumber: newer.orderNumber,
      placedAt: '2026-11-20T05:00:00.000Z',
      status: 'Refunded',
      paymentStatus: 'Refunded',
      total: 2600,
      paid: 2600,
      due: 0,
    },
    expect.objectContaining({ userId: 'u-ravi', orderNumber: ravi.orderNumber, total: 5000, paid: 5000, due: 0 }),
    expect.objectContaining({ userId: 'u-asha', orderNumber: older.orderNumber, status: 'Delivered', paid: 14600 }),
  ]);
  expect(body.totals).toEqual([
    { userId: 'u-asha', orderCount: 2, total: 17200, paid: 17200, due: 0 },
    { userId: 'u-ravi', orderCount: 1, total: 5000, paid: 5000, due: 0 },
    { userId: 'u-none', orderCount: 0, total: 0, paid: 0, due: 0 },
  ]);
  const one = customerOrdersResponseSchema.parse((await ask('u-ravi', 'staff').expect(200)).body);
  expect(one.orders.map((o) => o.orderNumber)).toEqual([ravi.orderNumber]);
});

it('counts an order whose payment status says nothing was received yet as due in full', () => {
  // What an order paid on delivery or in parts will carry before its money comes in.
  expect(amountPaid({ paymentStatus: 'Awaiting payment' as Order['paymentStatus'], total: 4200 })).toBe(0);
  expect(amountPaid({ paymentStatus: 'Unpaid', total: 4200 })).toBe(0);
  expect(amountPaid({ paymentStatus: 'Partially refunded', total: 4200 })).toBe(4200);
});

it('counts an order paid with payment links by what its payments came to', () => {
  const byLink = { paymentMethod: 'payment_link' as const, total: 50_000 };
  expect(amountPaid({ ...byLink, paymentStatus: 'Unpaid', paidPaise: 0 })).toBe(0);
  expect(amountPaid({ ...byLink, paymentStatus: 'Partially paid', paidPaise: 1_500_000 })).toBe(15_000);
  // A link paid twice: the order shows its total paid, the extra is for staff to refund.
  expect(amountPaid({ ...byLink, paymentStatus: 'Paid', paidPaise: 10_000_000 })).toBe(50_000);
});

it('is for staff only, and refuses bad input with one clear message', async () => {
  const none = await t.http().get('/api/admin/customer-orders?userIds=u-asha').expect(401);
  expect(none.body.message).toBeDefined();
  const shopper = await t
    .http()
    .get('/api/admin/customer-orders?userIds=u-asha')
    .set('Authorization', t.bearer())
    .expect(403);
  expect(shopper.body.message).toBe(STAFF_ONLY_MESSAGE);
  const missing = await t
    .http()
    .get('/api/admin/customer-orders')
    .set('Authorization', staffBearer(t, 'owner'))
    .expect(400);
  expect(missing.body.message).toBe('userIds is required');
  const many = Array.from({ length: 51 }, (_, i) => `u${i}`).join(',');
  const tooMany = await ask(many).expect(400);
  expect(tooMany.body.message).toBe('At most 50 userIds at once');
  await t
    .http()
    .get('/api/admin/customer-orders?userIds[$ne]=x')
    .set('Authorization', staffBearer(t, 'owner'))
    .expect(400);
});
