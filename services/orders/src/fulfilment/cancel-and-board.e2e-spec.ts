// Cancellations (the shopper's within the hour, staff's), stock going back once (also after the
// catalog was down), the orders board's filters, search and counts, the job cards, and what
// tracking and my-orders show of fulfilment (owner and masked), on the real app and FerretDB.
import { getModelToken } from '@nestjs/mongoose';
import {
  adminOrdersPageSchema,
  cancelMessages,
  cancelOrderResponseSchema,
  jobCardsResponseSchema,
  myOrdersResponseSchema,
  ORDER_STATES,
  trackOrderResponseSchema,
  workshopDueDate,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import type { Order } from '../orders/order.schema';
import { OutboxEvent } from '../outbox/outbox-event.schema';
import { Outbox } from '../outbox/outbox.service';
import { RefundsService } from '../refunds/refunds.service';
import { eventually, PRODUCTS } from '../testing/test-app';
import { createFulfilmentApp, orderIn, paidOrder, type FulfilmentTestApp } from './fulfilment-testing';

let t: FulfilmentTestApp;
let base: Order;
let refundInFull: jest.SpyInstance;

beforeAll(async () => {
  t = await createFulfilmentApp('fulfilment_cancel_board');
  base = await paidOrder(t);
  refundInFull = jest.spyOn(t.app.get(RefundsService), 'refundInFull');
});
afterAll(() => t.closeAll());

const cancel = (order: Order, auth = t.bearer()) =>
  t.http().post(`/api/orders/${order.orderNumber}/cancel`).set('Authorization', auth).send({});
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const returnsOf = (order: Order) => t.returns.received.filter((r) => r.orderId === order._id);

describe("the shopper's cancellation", () => {
  it('cancels a Processing order within the hour: stock back once, a full refund, an e-mail', async () => {
    const order = await paidOrder(t, [{ productId: PRODUCTS.ring._id, quantity: 2 }]);
    const res = await cancel(order).expect(200);
    expect(cancelOrderResponseSchema.parse(res.body)).toEqual({
      success: true,
      status: 'Cancelled',
      message: cancelMessages.done,
    });
    await eventually(async () => returnsOf(order).length > 0);
    expect(returnsOf(order)).toEqual([
      { orderId: order._id, orderNumber: order.orderNumber, lines: [{ productId: PRODUCTS.ring._id, quantity: 2 }] },
    ]);
    await eventually(async () => refundInFull.mock.calls.some(([o]) => o._id === order._id));
    expect(refundInFull).toHaveBeenCalledWith(expect.objectContaining({ _id: order._id }), {
      reason: 'cancelled',
      by: 'customer',
    });
    const again = await cancel(order).expect(409);
    expect(again.body.message).toBe(cancelMessages.tooLate);
    expect(returnsOf(order)).toHaveLength(1);
    await eventually(async () =>
      t.mail.messages().some((m) => m.subject.includes(`${order.orderNumber} is cancelled`)),
    );
    const tracking = await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', t.bearer());
    expect(trackOrderResponseSchema.parse(tracking.body)).toMatchObject({ status: 'Cancelled' });
    expect(tracking.body.cancellableUntil).toBeUndefined();
  });

  it('refuses after the hour, or once the workshop started, with the same friendly message', async () => {
    const late = await orderIn(t, base, 'Processing', { paidAt: minutesAgo(61) });
    expect((await cancel(late).expect(409)).body.message).toBe(cancelMessages.tooLate);
    const started = await orderIn(t, base, 'In workshop', { paidAt: minutesAgo(5) });
    expect((await cancel(started).expect(409)).body.message).toBe(cancelMessages.tooLate);
    expect([...returnsOf(late), ...returnsOf(started)]).toEqual([]);
  });

  it("answers 404 for another shopper's order and changes nothing", async () => {
    const order = await orderIn(t, base, 'Processing', { paidAt: minutesAgo(5) });
    const res = await cancel(order, t.bearer('user-2', 'ravi@example.in')).expect(404);
    expect(res.body.message).toBe('Order not found. Please check the order number.');
    const after = await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.owner);
    expect(after.body.status).toBe('Processing');
  });

  it('puts the stock back later, once, when the catalog was down at the cancellation', async () => {
    const order = await orderIn(t, base, 'Processing', { paidAt: minutesAgo(5) });
    t.returns.down = true;
    await cancel(order).expect(200);
    // The first try, made at once, finds the catalog down; the outbox tries again after its pause.
    const rows = t.app.get<Model<OutboxEvent>>(getModelToken(OutboxEvent.name));
    const row = () => rows.findById(`OrderCancelled:${order._id}>stock-return`).lean<OutboxEvent>().exec();
    await eventually(async () => ((await row())?.attempts ?? 0) >= 1);
    t.returns.down = false;
    expect(returnsOf(order)).toEqual([]);
    const outbox = t.app.get(Outbox);
    const later = new Date(Date.now() + 5 * 60_000);
    await outbox.dispatchDue(later);
    await outbox.dispatchDue(later);
    expect(returnsOf(order)).toHaveLength(1);
  });
});

describe('a cancellation whose request stopped after recording it', () => {
  it('is finished at the next read: the state on the order, the stock back and the refund', async () => {
    const order = await orderIn(t, base, 'Processing', { paidAt: minutesAgo(5) });
    await t.moveRecords.create({
      _id: `${order._id}:1`,
      orderId: order._id,
      seq: 1,
      from: 'Processing',
      to: 'Cancelled',
      at: new Date(),
      by: { kind: 'customer', name: 'customer' },
    });
    const page = await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.owner);
    expect(page.body.status).toBe('Cancelled');
    await eventually(async () => returnsOf(order).length === 1);
    await eventually(async () => refundInFull.mock.calls.some(([o]) => o._id === order._id));
  });
});

describe("staff's cancellation", () => {
  it('cancels from Processing at any time: stock back once and a full refund by the staff member', async () => {
    const order = await orderIn(t, base, 'Processing', { paidAt: minutesAgo(600) });
    await t
      .http()
      .post(`/api/admin/orders/${order.orderNumber}/moves`)
      .set('Authorization', t.as.staff)
      .send({ from: 'Processing', to: 'Cancelled', note: 'customer phoned' })
      .expect(200);
    await eventually(async () => returnsOf(order).length === 1);
    await eventually(async () => refundInFull.mock.calls.some(([o]) => o._id === order._id));
    expect(refundInFull).toHaveBeenCalledWith(expect.objectContaining({ _id: order._id }), {
      reason: 'cancelled',
      by: 'staff@rmj.in',
    });
  });
});

describe('the orders board', () => {
  // Orders of one made-up customer, so the other suites' orders do not count.
  const who = (n: number) => ({
    ...base.customerDetails,
    name: `Board Customer ${n}`,
    email: `board.${n}+test@example.in`,
    phone: `90000000${String(n).padStart(2, '0')}`,
  });
  let board: Order[];
  beforeAll(async () => {
    const engraved = { ...base.lines[0], customization: { type: 'engraving', text: 'Asha' } } as Order['lines'][number];
    board = [
      await orderIn(t, base, 'Processing', { customerDetails: who(1), paidAt: new Date('2026-01-05T20:00:00Z') }),
      await orderIn(t, base, 'In workshop', {
        customerDetails: who(2),
        paidAt: new Date('2026-01-06T04:00:00Z'),
        lines: [engraved],
      }),
      await orderIn(t, base, 'Shipped', { customerDetails: who(3), paidAt: new Date('2026-01-07T10:00:00Z') }),
      await orderIn(t, base, 'Refunded', {
        customerDetails: who(4),
        paidAt: new Date('2026-01-08T10:00:00Z'),
        paymentStatus: 'Refunded',
      }),
    ];
  });
  const boardPage = async (query: string) => {
    const res = await t.http().get(`/api/admin/orders?${query}`).set('Authorization', t.as.support).expect(200);
    return adminOrdersPageSchema.parse(res.body);
  };

  it('searches by e-mail part, case-insensitive, with regex characters taken literally; counts every state', async () => {
    const page = await boardPage('q=BOARD.1%2BTEST');
    expect(page.orders.map((o) => o.orderNumber)).toEqual([board[0].orderNumber]);
    expect(Object.keys(page.counts).sort()).toEqual([...ORDER_STATES].sort());
    expect(page.counts).toMatchObject({ Processing: 1, 'In workshop': 0, Shipped: 0 });
    expect((await boardPage('q=board.%2A')).orders).toEqual([]);
  });

  it('finds by order number and phone, newest first, and pages by 25', async () => {
    expect((await boardPage(`q=${board[2].orderNumber.slice(4).toLowerCase()}`)).orders[0].orderNumber).toBe(
      board[2].orderNumber,
    );
    const byPhone = await boardPage('q=900000000');
    expect(byPhone.orders.map((o) => o.orderNumber)).toEqual(board.map((o) => o.orderNumber).reverse());
    expect(byPhone).toMatchObject({ total: 4, page: 1, pageSize: 25 });
  });

  it('finds an order by its phone however staff write it (spaces, +91, a leading 0)', async () => {
    const third = [board[2].orderNumber];
    for (const written of [
      '9000000003',
      '90000 00003',
      '+91 90000 00003',
      '+91-90000-00003',
      '090000 00003',
      '0091 9000000003',
    ])
      expect([written, (await boardPage(`q=${encodeURIComponent(written)}`)).orders.map((o) => o.orderNumber)]).toEqual(
        [written, third],
      );
    // A part of a number, written with a space, still finds every order it is part of.
    expect((await boardPage(`q=${encodeURIComponent('90000 0000')}`)).total).toBe(4);
  });

  it("filters by state tab (counts still every state's), paid dates in India, customised and payment status", async () => {
    const tab = await boardPage('q=900000000&state=Shipped');
    expect(tab.orders.map((o) => o.orderNumber)).toEqual([board[2].orderNumber]);
    expect(tab.counts).toMatchObject({ Processing: 1, 'In workshop': 1, Shipped: 1, Refunded: 1, Cancelled: 0 });
    // 2026-01-05T20:00Z is 6 Jan 01:30 in India.
    const sixth = await boardPage('q=900000000&from=2026-01-06&to=2026-01-06');
    expect(sixth.orders.map((o) => o.orderNumber).sort()).toEqual(
      [board[0], board[1]].map((o) => o.orderNumber).sort(),
    );
    const customised = await boardPage('q=900000000&customised=yes');
    expect(customised.orders.map((o) => o.orderNumber)).toEqual([board[1].orderNumber]);
    expect(customised.orders[0]).toMatchObject({
      customised: true,
      dueBy: workshopDueDate(board[1].paidAt, true).toISOString(),
    });
    expect((await boardPage('q=900000000&customised=no')).total).toBe(3);
    const refunded = await boardPage('q=900000000&paymentStatus=Refunded');
    expect(refunded.orders.map((o) => o.orderNumber)).toEqual([board[3].orderNumber]);
    expect(refunded.orders[0].dueBy).toBeUndefined();
  });

  it('refuses an unknown state or a malformed date with a clear message', async () => {
    const res = await t.http().get('/api/admin/orders?state=Lost').set('Authorization', t.as.owner).expect(400);
    expect(res.body.message).toBe('Unknown order state.');
    await t.http().get('/api/admin/orders?from=6-1-2026').set('Authorization', t.as.owner).expect(400);
  });

  it('gives the job cards of the orders in the workshop (or another state), optionally paid on one day', async () => {
    const res = await t
      .http()
      .get('/api/admin/orders/job-cards?date=2026-01-06')
      .set('Authorization', t.as.support)
      .expect(200);
    const cards = jobCardsResponseSchema.parse(res.body).orders;
    expect(cards.map((o) => o.orderNumber)).toEqual([board[1].orderNumber]);
    expect(cards[0]).toMatchObject({ status: 'In workshop', lines: [{ customization: { text: 'Asha' } }] });
    // What the workshop makes travels with the line: metal, purity, weight and finished size.
    expect(cards[0].lines[0].make).toEqual({
      metal: 'Silver',
      fineness: 925,
      gram: 4.2,
      dimensions: 'Band 4 mm wide, 1.5 mm thick',
    });
    const shipped = await t
      .http()
      .get('/api/admin/orders/job-cards?state=Shipped&date=2026-01-07')
      .set('Authorization', t.as.support)
      .expect(200);
    expect(jobCardsResponseSchema.parse(shipped.body).orders.map((o) => o.orderNumber)).toContain(board[2].orderNumber);
  });
});

describe('tracking and my orders', () => {
  it('shows the owner the timeline, shipment and cancel time; the masked view timeline and shipment only', async () => {
    const shipment = {
      courier: 'Blue Dart',
      awb: 'BD1234567',
      trackingUrl: 'https://www.bluedart.com/tracking',
      shippedAt: new Date().toISOString(),
    };
    const shipped = await orderIn(t, base, 'Shipped', { shipment });
    const owner = await t.http().get(`/api/track-order/${shipped.orderNumber}`).set('Authorization', t.bearer());
    const ownerView = trackOrderResponseSchema.parse(owner.body);
    expect(ownerView.status).toBe('Shipped');
    expect(ownerView.timeline?.map((e) => e.state)).toEqual(['Processing', 'In workshop', 'Quality check', 'Shipped']);
    expect(ownerView.timeline?.[0].at).toBe(shipped.paidAt.toISOString());
    expect(ownerView.shipment).toEqual(shipment);
    const masked = await t.http().get(`/api/track-order/${shipped.orderNumber}`).expect(200);
    expect(masked.body).toMatchObject({ masked: true, timeline: ownerView.timeline, shipment });
    expect(masked.body.invoice).toBeUndefined();
    expect(JSON.stringify(masked.body)).not.toContain('staff@rmj.in');

    const fresh = await orderIn(t, base, 'Processing', { paidAt: minutesAgo(10) });
    const until = new Date(fresh.paidAt.getTime() + 60 * 60_000).toISOString();
    const mine = await t.http().get(`/api/track-order/${fresh.orderNumber}`).set('Authorization', t.bearer());
    expect(mine.body).toMatchObject({ timeline: [{ state: 'Processing' }], cancellableUntil: until });
    const anon = await t.http().get(`/api/track-order/${fresh.orderNumber}`);
    expect(anon.body.cancellableUntil).toBeUndefined();
    const list = myOrdersResponseSchema.parse(
      (await t.http().get('/api/orders/mine').set('Authorization', t.bearer()).expect(200)).body,
    );
    expect(list.orders.find((o) => o.orderId === fresh.orderNumber)?.cancellableUntil).toBe(until);
    expect(list.orders.find((o) => o.orderId === shipped.orderNumber)?.cancellableUntil).toBeUndefined();
  });
});
