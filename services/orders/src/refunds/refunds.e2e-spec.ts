// Refunds on the real app, the real payment sandbox (through the official SDK) and FerretDB: a
// cancellation refunds the whole payment once; a refund.processed delivered three times at once
// settles it once; a failed refund shows its reason and can be made again; partial refunds add up
// to Refunded; too much is refused; a form sent twice refunds once; a refund the provider could not
// get is made later by its RefundRequested event, exactly once, also when only its answer was lost;
// a failed request waits before it is asked again, one cut short waits longer.
import { getModelToken } from '@nestjs/mongoose';
import {
  ORDER_STATE,
  PAYMENT_STATUS,
  refundTooLargeMessage,
  type OrderState,
  type RefundRequest,
} from '@rmj/contracts';
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import { paidOrder, PATH_TO } from '../fulfilment/fulfilment-testing';
import { OrderMoveRecord } from '../fulfilment/order-move.schema';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import type { Order } from '../orders/order.schema';
import { OutboxEvent } from '../outbox/outbox-event.schema';
import { Outbox } from '../outbox/outbox.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { createTestApp, eventually, type OrdersTestApp } from '../testing/test-app';
import { REFUND_FAILED_REASON, refundNotAllowedMessage, RefundsService } from './refunds.service';

let t: OrdersTestApp;
let refunds: RefundsService;
let moves: OrderMovesService;
let moveRecords: Model<OrderMoveRecord>;

beforeAll(async () => {
  t = await createTestApp('refunds');
  refunds = t.app.get(RefundsService);
  moves = t.app.get(OrderMovesService);
  moveRecords = t.app.get(getModelToken(OrderMoveRecord.name));
});
afterAll(() => t.close());
beforeEach(() => {
  t.sandbox.setRefundOutcome('processed');
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  t.providerProxy.mode = 'pass';
  t.providerProxy.fault = undefined;
});

const staff = { kind: 'staff' as const, name: 'owner@rmj.in', role: 'owner' };

/** A real paid order (a ₹2,500 ring and ₹100 shipping: ₹2,600) put in `state` by its recorded moves. */
async function orderIn(state: OrderState): Promise<Order> {
  const order = await paidOrder(t);
  let from: OrderState = ORDER_STATE.paid;
  for (const [i, to] of PATH_TO[state].entries()) {
    await moveRecords.create({
      _id: `${order._id}:${i + 1}`,
      orderId: order._id,
      seq: i + 1,
      from,
      to,
      at: new Date(),
      by: staff,
      settledAt: new Date(),
      mailedAt: new Date(),
    });
    from = to;
  }
  await t.orders.updateOne({ _id: order._id }, { $set: { status: state } });
  return { ...order, status: state };
}

/** A paid order cancelled by its shopper (the move H1's cancel makes). */
async function cancelledOrder(): Promise<Order> {
  const order = await paidOrder(t);
  await moves.move({
    orderId: order._id,
    from: ORDER_STATE.paid,
    to: ORDER_STATE.cancelled,
    by: { kind: 'customer', name: 'customer' },
  });
  return order;
}

const stored = async (order: Order) => (await t.orders.findById(order._id).lean<Order>().exec())!;
const history = (order: Order) => moves.history(order._id);
const madeAtProvider = (order: Order) => t.sandbox.ledger.refundsOf(order.paymentId, { count: 100 });
const request = (amountRupees: number, idempotencyKey = randomUUID()): RefundRequest => ({
  amountRupees,
  reason: 'returned',
  note: 'The ring came back unworn.',
  idempotencyKey,
});
/** The outbox's pass two hours later each time (past any back-off): the RefundRequested events' turn. */
let hoursOn = 0;
const deliverLater = () => t.app.get(Outbox).dispatchDue(new Date(Date.now() + (hoursOn += 2) * 3_600_000));
/** The RefundRequested event of the order's refund under `key`. */
const eventOf = async (key: string) =>
  (await t.app
    .get<Model<OutboxEvent>>(getModelToken(OutboxEvent.name))
    .findOne({ event: 'RefundRequested', 'payload.recordId': key })
    .lean<OutboxEvent>()
    .exec())!;

describe('a cancellation', () => {
  it('refunds the whole payment once; refund.processed delivered three times at once settles it once', async () => {
    const order = await cancelledOrder();
    // The bank answers later: the refund.processed event is held back, then delivered three times at once.
    t.sandbox.setRefundOutcome('pending');
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' });
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' }); // the follow-up run again
    const [made] = madeAtProvider(order);
    expect(madeAtProvider(order)).toHaveLength(1);
    expect(made).toMatchObject({ amount: 260_000, status: 'pending', notes: { refundKey: `cancel:${order._id}` } });
    await eventually(async () => (await refunds.listFor(order._id))[0]?.refundId === made.id);
    expect(await refunds.listFor(order._id)).toEqual([
      {
        refundId: made.id,
        amountRupees: 2600,
        status: 'pending',
        reason: 'cancelled',
        by: 'customer',
        createdAt: expect.any(String),
      },
    ]);

    t.sandbox.setWebhookUrl(null);
    t.sandbox.settleRefund(made.id, 'processed');
    await t.sandbox.webhooksIdle();
    t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
    const event = t.sandbox.webhooks().find((d) => d.event === 'refund.processed' && d.ids.refund === made.id)!;
    expect(await t.sandbox.redeliver(event.eventId, 3)).toEqual([200, 200, 200]);

    const [refund] = await refunds.listFor(order._id);
    expect(refund).toMatchObject({ refundId: made.id, status: 'processed', amountRupees: 2600 });
    expect(refund.settledAt).toEqual(expect.any(String));
    expect(await refunds.refundedRupees(order._id)).toBe(2600);
    expect(await stored(order)).toMatchObject({ status: 'Refunded', paymentStatus: PAYMENT_STATUS.refunded });
    expect((await history(order)).map((m) => [m.to, m.by.kind])).toEqual([
      ['Cancelled', 'customer'],
      ['Refunded', 'system'],
    ]);
    // Once more, later (Razorpay retries too): nothing changes.
    expect(await t.sandbox.redeliver(event.eventId, 1)).toEqual([200]);
    expect(await history(order)).toHaveLength(2);
    expect(madeAtProvider(order)).toHaveLength(1);
    await eventually(async () =>
      t.mail.messages().some((m) => m.subject.includes(order.orderNumber) && /refund/i.test(m.subject)),
    );
    expect(
      t.mail.messages().filter((m) => m.subject.includes(order.orderNumber) && /refund/i.test(m.subject)),
    ).toHaveLength(1);
  });

  it('a failed refund shows the reason, leaves the order Cancelled and Paid, and staff can refund again', async () => {
    const order = await cancelledOrder();
    t.sandbox.setRefundOutcome('failed');
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' });
    await eventually(async () => (await refunds.listFor(order._id))[0]?.status === 'failed');
    const [failed] = await refunds.listFor(order._id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: REFUND_FAILED_REASON, amountRupees: 2600 });
    expect(await stored(order)).toMatchObject({ status: 'Cancelled', paymentStatus: PAYMENT_STATUS.paid });
    expect(await refunds.refundedRupees(order._id)).toBe(0);
    // The cancellation's refund is not made again by itself...
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' });
    await deliverLater();
    expect(madeAtProvider(order)).toHaveLength(1);

    // ...staff make it again, and this time the bank pays.
    t.sandbox.setRefundOutcome('processed');
    await refunds.refund(order, { ...request(2600), reason: 'cancelled' }, 'owner@rmj.in');
    await eventually(async () => (await stored(order)).paymentStatus === PAYMENT_STATUS.refunded);
    await eventually(async () => (await stored(order)).status === 'Refunded');
    expect((await refunds.listFor(order._id)).map((r) => [r.status, r.by])).toEqual([
      ['failed', 'customer'],
      ['processed', 'owner@rmj.in'],
    ]);
  });
});

describe('staff refunds after a return', () => {
  it('two parts add up to the whole: Partially refunded, then Refunded; too much is refused', async () => {
    const order = await orderIn(ORDER_STATE.returned);
    await refunds.refund(order, request(1000), 'owner@rmj.in');
    await eventually(async () => (await stored(order)).paymentStatus === PAYMENT_STATUS.partiallyRefunded);
    await eventually(async () => (await stored(order)).status === 'Refunded');
    expect(await refunds.refundedRupees(order._id)).toBe(1000);

    await expect(refunds.refund(order, request(1601), 'owner@rmj.in')).rejects.toMatchObject({
      status: 409,
      message: refundTooLargeMessage(1600),
    });
    expect(refundTooLargeMessage(1600)).toBe('Only ₹1,600 of this payment is left to refund.');

    await refunds.refund(order, request(1600), 'owner@rmj.in');
    await eventually(async () => (await stored(order)).paymentStatus === PAYMENT_STATUS.refunded);
    expect(await refunds.refundedRupees(order._id)).toBe(2600);
    expect(madeAtProvider(order).map((r) => r.amount)).toEqual([160_000, 100_000]);
    expect(t.sandbox.ledger.payment(order.paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 260_000 });
    // One move to Refunded, by the system, after the first part.
    expect((await history(order)).filter((m) => m.to === 'Refunded')).toEqual([
      expect.objectContaining({ from: 'Returned', by: { kind: 'system', name: 'system' } }),
    ]);
    await expect(refunds.refund(order, request(1), 'owner@rmj.in')).rejects.toMatchObject({
      status: 409,
      message: refundTooLargeMessage(0),
    });
  });

  it('the same form sent twice (and twice at once) refunds once', async () => {
    const order = await orderIn(ORDER_STATE.returned);
    const form = request(700);
    await Promise.all([refunds.refund(order, form, 'owner@rmj.in'), refunds.refund(order, form, 'owner@rmj.in')]);
    await refunds.refund(order, form, 'owner@rmj.in');
    expect(madeAtProvider(order)).toHaveLength(1);
    await eventually(async () => (await refunds.listFor(order._id))[0]?.status === 'processed');
    expect(await refunds.listFor(order._id)).toEqual([
      expect.objectContaining({ amountRupees: 700, reason: 'returned', note: 'The ring came back unworn.' }),
    ]);
  });

  it('two staff refunds with different keys at once cannot both pass what is left', async () => {
    const order = await orderIn(ORDER_STATE.returned);
    // Each request, having read what is left, waits (up to 300 ms) for the other to read it too: the
    // race two replicas can run into, made certain.
    const service = refunds as unknown as { leftPaise(o: Order): Promise<number> };
    const readLeft = service.leftPaise.bind(service);
    let reads = 0;
    let bothRead!: () => void;
    const together = new Promise<void>((resolve) => (bothRead = resolve));
    const spy = jest.spyOn(service, 'leftPaise').mockImplementation(async (o: Order) => {
      const left = await readLeft(o);
      if (++reads === 2) bothRead();
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 300))]);
      return left;
    });
    // The provider cannot be reached: its own check of the captured amount does not come into it,
    // and both refunds would be kept as due.
    t.providerProxy.mode = 'down';
    // ₹1,600 twice against ₹2,600: only one fits, whichever checks first.
    const results = await Promise.allSettled([
      refunds.refund(order, request(1600), 'owner@rmj.in'),
      refunds.refund(order, request(1600), 'second-owner@rmj.in'),
    ]).finally(() => spy.mockRestore());
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, message: refundTooLargeMessage(1000) });
    expect(await refunds.listFor(order._id)).toEqual([expect.objectContaining({ amountRupees: 1600 })]);
    t.providerProxy.mode = 'pass';
    await deliverLater();
    expect(madeAtProvider(order).map((r) => r.amount)).toEqual([160_000]);
  });

  it('is refused while the order has not come back', async () => {
    for (const state of [ORDER_STATE.paid, ORDER_STATE.inWorkshop, ORDER_STATE.shipped, ORDER_STATE.delivered]) {
      const order = await orderIn(state);
      await expect(refunds.refund(order, request(100), 'owner@rmj.in')).rejects.toMatchObject({
        status: 409,
        message: refundNotAllowedMessage(state),
      });
      expect(madeAtProvider(order)).toHaveLength(0);
    }
  });

  it('answers 502 with the provider’s reason when it refuses, and keeps nothing', async () => {
    const order = await orderIn(ORDER_STATE.returned);
    // Refunded at the provider behind the shop's back: the provider refuses any more.
    t.sandbox.refund(order.paymentId, {});
    const form = request(500);
    await expect(refunds.refund(order, form, 'owner@rmj.in')).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('The payment has been fully refunded already.'),
    });
    expect(await refunds.listFor(order._id)).toEqual([]);
  });
});

describe('when the provider cannot be reached', () => {
  it('a cancellation’s refund is kept as due and made once by its event', async () => {
    const order = await cancelledOrder();
    t.providerProxy.mode = 'down';
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'owner@rmj.in' });
    expect(await refunds.listFor(order._id)).toEqual([
      expect.objectContaining({ refundId: '', status: 'pending', amountRupees: 2600 }),
    ]);
    expect(madeAtProvider(order)).toHaveLength(0);
    // Still down: nothing is lost, the event waits for its next try.
    await deliverLater();
    expect(await refunds.listFor(order._id)).toEqual([expect.objectContaining({ refundId: '', status: 'pending' })]);
    const waiting = await eventOf(`cancel:${order._id}`);
    expect(waiting.attempts).toBe(1);
    expect(waiting.deliveredAt).toBeUndefined();

    t.providerProxy.mode = 'pass';
    await deliverLater();
    expect(madeAtProvider(order)).toHaveLength(1);
    expect((await eventOf(`cancel:${order._id}`)).deliveredAt).toBeInstanceOf(Date);
    await eventually(async () => (await stored(order)).paymentStatus === PAYMENT_STATUS.refunded);
    await eventually(async () => (await stored(order)).status === 'Refunded');
    await deliverLater();
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'owner@rmj.in' });
    expect(madeAtProvider(order)).toHaveLength(1);
  });

  it('a refund whose answer was lost is found by its key, not made again', async () => {
    const order = await cancelledOrder();
    // No webhooks either: only the provider's list of the payment's refunds can tell.
    t.sandbox.setWebhookUrl(null);
    t.sandbox.setRefundOutcome('pending');
    t.providerProxy.fault = (method, path) => (method === 'POST' && path.endsWith('/refund') ? 'lost-answer' : null);
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'owner@rmj.in' });
    expect(madeAtProvider(order)).toHaveLength(1);
    expect((await refunds.listFor(order._id))[0]).toMatchObject({ refundId: '', status: 'pending' });

    t.providerProxy.fault = undefined;
    await deliverLater();
    const [made] = madeAtProvider(order);
    expect(madeAtProvider(order)).toHaveLength(1);
    expect((await refunds.listFor(order._id))[0]).toMatchObject({ refundId: made.id, status: 'pending' });
    await deliverLater();
    expect(madeAtProvider(order)).toHaveLength(1);

    t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
    t.sandbox.settleRefund(made.id, 'processed');
    await eventually(async () => (await stored(order)).status === 'Refunded');
    expect(madeAtProvider(order)).toHaveLength(1);
  });

  it('a failed request is asked again after a pause; one cut short (a crash) waits longer', async () => {
    const outbox = t.app.get(Outbox);
    const at = (ms: number) => new Date(Date.now() + ms);
    const { retryAfterMs, staleAfterMs } = refunds;

    // The provider could not be reached: asked again once the pause is over, not before.
    const failed = await cancelledOrder();
    t.providerProxy.mode = 'down';
    await refunds.refundInFull(failed, { reason: 'cancelled', by: 'owner@rmj.in' });
    t.providerProxy.mode = 'pass';
    await outbox.dispatchDue(at(retryAfterMs / 2));
    expect(madeAtProvider(failed)).toHaveLength(0);
    await outbox.dispatchDue(at(retryAfterMs + 5_000));
    expect(madeAtProvider(failed)).toHaveLength(1);

    // The request never came back (the process stopped while the provider was being asked).
    const cut = await cancelledOrder();
    const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    jest.spyOn(provider, 'refundPayment').mockImplementationOnce(() => new Promise(() => {}));
    void refunds.refundInFull(cut, { reason: 'cancelled', by: 'owner@rmj.in' });
    await eventually(async () => (await refunds.listFor(cut._id)).length === 1);
    // After a failed request's pause it may still be under way: not asked again yet.
    await outbox.dispatchDue(at(retryAfterMs + 5_000));
    expect(madeAtProvider(cut)).toHaveLength(0);
    expect(await eventOf(`cancel:${cut._id}`)).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/under way/),
    });
    // Past the longer wait (and the back-off) it is looked for by its key, then made once.
    await outbox.dispatchDue(at(staleAfterMs + retryAfterMs + 60_000));
    expect(madeAtProvider(cut)).toHaveLength(1);
    await eventually(async () => (await stored(cut)).status === 'Refunded');
  });
});
