// Cash on delivery on the real app and FerretDB: who may pay at the door (each refusal with its
// message), placing the order unpaid (stock taken, e-mail, tracking), staff's confirmation and
// cancellation (no refund), the shopper's own cancel before that call (no refund promised, once
// under two presses, refused once confirmed), the cash collected once under two presses (amount, date, invoice once,
// audit), Returned to origin putting the stock back, and the board's method filter and "to collect".
import { getModelToken } from '@nestjs/mongoose';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import {
  adminOrderSchema,
  adminOrdersPageSchema,
  cancelMessages,
  cancelOrderResponseSchema,
  CASH_ON_DELIVERY_MESSAGES,
  customerDetailsMessages,
  myOrdersResponseSchema,
  packingResponseSchema,
  placeCodOrderResponseSchema,
  staffAuditPageSchema,
  trackOrderResponseSchema,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Order } from '../orders/order.schema';
import { OutboxEvent } from '../outbox/outbox-event.schema';
import { Outbox } from '../outbox/outbox.service';
import { CreditNote } from '../credit-notes/credit-note.schema';
import { Invoice } from '../invoices/invoice.schema';
import { InvoicesService } from '../invoices/invoices.service';
import { NOTHING_PAID_MESSAGE, RefundsService } from '../refunds/refunds.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { customer, eventually, PRODUCTS } from '../testing/test-app';
import { createFulfilmentApp, orderIn, paidOrder, type FulfilmentTestApp } from './fulfilment-testing';
import { indianToday } from './cod-rules';

let t: FulfilmentTestApp;
let refundInFull: jest.SpyInstance;
/** The settings client's clock: moved on past the cache when a test changes the owner's limit. */
let clock = 1_000_000;

const LIMIT = 20_000;

function setLimit(codLimitRupees: number | undefined): void {
  t.catalog.settings = { settings: { ...SHOP_SETTINGS_FIXTURE, codLimitRupees }, version: clock };
  clock += 60_000;
}

beforeAll(async () => {
  t = await createFulfilmentApp('fulfilment_cash_on_delivery');
  t.app.get(ShopSettingsClient).now = () => clock;
  setLimit(LIMIT);
  refundInFull = jest.spyOn(t.app.get(RefundsService), 'refundInFull');
});
afterAll(() => t.closeAll());

const ring = (quantity = 1, extra: Record<string, unknown> = {}) => ({
  productId: PRODUCTS.ring._id,
  quantity,
  ...extra,
});

const placeCod = (items: Array<Record<string, unknown>>, auth: string | null = t.bearer(), extra = {}) => {
  const req = t.http().post('/api/orders/cash-on-delivery');
  if (auth) req.set('Authorization', auth);
  return req.send({ items, customerDetails: customer, ...extra });
};

let shoppers = 0;
/** The bearer of the shopper who placed `order` (placed() gives each order its own). */
const shopperOf = (order: Order) => t.bearer(order.userId);
/** A placed cash-on-delivery order (each for its own shopper: one account's same cart is one order), once its e-mail went out. */
async function placed(items = [ring()], auth = t.bearer(`cod-shopper-${(shoppers += 1)}`)): Promise<Order> {
  const answer = placeCodOrderResponseSchema.parse((await placeCod(items, auth).expect(200)).body);
  let order: Order | null = null;
  await eventually(async () => {
    order = await t.orders.findOne({ orderNumber: answer.orderId }).lean<Order>().exec();
    return Boolean(order?.confirmationSentAt);
  });
  return order!;
}

const view = async (order: Order, auth = t.as.staff) =>
  adminOrderSchema.parse(
    (await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', auth).expect(200)).body,
  );
const move = (order: Order, from: string, to: string, auth = t.as.staff) =>
  t.http().post(`/api/admin/orders/${order.orderNumber}/moves`).set('Authorization', auth).send({ from, to });
const collect = (order: Order, body: Record<string, unknown>, auth = t.as.staff) =>
  t.http().post(`/api/admin/orders/${order.orderNumber}/cash-collected`).set('Authorization', auth).send(body);
const returnsOf = (order: Order) => t.returns.received.filter((r) => r.orderId === order._id);

describe('who may pay cash on delivery', () => {
  it("refuses when the owner's limit is 0 or not set", async () => {
    setLimit(0);
    expect((await placeCod([ring()]).expect(409)).body.message).toBe(CASH_ON_DELIVERY_MESSAGES.refusals.off);
    setLimit(undefined);
    expect((await placeCod([ring()]).expect(409)).body.message).toBe(CASH_ON_DELIVERY_MESSAGES.refusals.off);
    setLimit(LIMIT);
  });

  it('refuses a total over the limit, a personalised piece, no phone and no account, each with its message', async () => {
    // 9 rings and shipping: ₹22,600, over ₹20,000.
    const over = await placeCod([ring(9)]).expect(409);
    expect(over.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.refusals.overLimit(LIMIT));
    expect(over.body.message).toBe('Cash on delivery is available for orders up to ₹20,000.');
    const engraved = await placeCod([
      ring(1, { customization: { type: 'engraving', customName: 'ANU', selectedFont: 'serif' } }),
    ]).expect(409);
    expect(engraved.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.refusals.madeToOrder);
    const noPhone = await t
      .http()
      .post('/api/orders/cash-on-delivery')
      .set('Authorization', t.bearer())
      .send({ items: [ring()], customerDetails: { ...customer, phone: '' } })
      .expect(400);
    expect(noPhone.body.message).toBe(customerDetailsMessages.phoneRequired);
    await placeCod([ring()], null).expect(401);
    expect(await t.orders.countDocuments({ paymentMethod: 'cod' })).toBe(0);
  });
});

describe('placing a cash-on-delivery order', () => {
  it('records it once, unpaid and awaiting confirmation, takes its stock and e-mails the cash to pay', async () => {
    const items = [ring(2)];
    const first = placeCodOrderResponseSchema.parse((await placeCod(items).expect(200)).body);
    expect(first.message).toBe(CASH_ON_DELIVERY_MESSAGES.placed);
    expect(first.pricing.total).toBe(5100);
    // A second press of the same checkout finds the same order.
    const again = placeCodOrderResponseSchema.parse((await placeCod(items).expect(200)).body);
    expect(again.orderId).toBe(first.orderId);

    const order = (await t.orders.findOne({ orderNumber: first.orderId }).lean<Order>().exec())!;
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'Unpaid',
      status: 'Awaiting confirmation',
      total: 5100,
    });
    await eventually(async () => t.catalog.takes.some((take) => take.orderId === order._id));
    expect(t.catalog.takes.filter((take) => take.orderId === order._id)).toEqual([
      { orderId: order._id, orderNumber: order.orderNumber, lines: [{ productId: PRODUCTS.ring._id, quantity: 2 }] },
    ]);
    await eventually(async () =>
      t.mail
        .messages()
        .some((m) => m.subject === `Your RMJ order ${order.orderNumber} is placed: we will call you to confirm it`),
    );
    const mail = t.mail
      .messages()
      .find((m) => m.subject === `Your RMJ order ${order.orderNumber} is placed: we will call you to confirm it`)!;
    expect(mail.text).toContain('You pay ₹5,100 in cash on delivery');
    expect(mail.text).toContain('Cash to pay on delivery: ₹5,100');
    expect(mail.text).not.toContain('We have received your payment');

    const tracking = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', t.bearer())).body,
    );
    expect(tracking).toMatchObject({
      status: 'Awaiting confirmation',
      paymentStatus: 'Unpaid',
      paymentMethod: 'cod',
      timeline: [{ state: 'Awaiting confirmation' }],
    });
    const page = await view(order);
    expect(page).toMatchObject({
      paymentMethod: 'cod',
      amountDueRupees: 5100,
      canRecordCash: false,
      nextStates: ['Processing', 'Cancelled'],
      payment: { provider: 'Cash on delivery', capturedRupees: 0 },
    });
  });
});

describe("staff's call", () => {
  it('confirms the order into Processing, from where it goes through the workshop', async () => {
    const order = await placed();
    await move(order, 'Awaiting confirmation', 'Processing', t.as.support).expect(403);
    const answer = adminOrderSchema.parse((await move(order, 'Awaiting confirmation', 'Processing').expect(200)).body);
    expect(answer).toMatchObject({
      status: 'Processing',
      paymentStatus: 'Unpaid',
      nextStates: ['In workshop', 'Cancelled'],
    });
    // Once confirmed, its shopper calls the shop to cancel: the online cancellation is no longer offered.
    const tracking = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', shopperOf(order))).body,
    );
    expect(tracking.cancellableUntil).toBeUndefined();
    expect(tracking.cancellableUnpaid).toBeUndefined();
    const cancel = await t
      .http()
      .post(`/api/orders/${order.orderNumber}/cancel`)
      .set('Authorization', shopperOf(order))
      .send({})
      .expect(409);
    expect(cancel.body.message).toBe(cancelMessages.tooLate);
  });

  it('cancels an unconfirmed order: stock back, no refund, an e-mail that nothing is owed', async () => {
    const order = await placed();
    await move(order, 'Awaiting confirmation', 'Cancelled').expect(200);
    await eventually(async () => returnsOf(order).length > 0);
    expect(returnsOf(order)).toHaveLength(1);
    await eventually(async () =>
      t.mail.messages().some((m) => m.subject.includes(`${order.orderNumber} is cancelled`)),
    );
    const mail = t.mail.messages().find((m) => m.subject.includes(`${order.orderNumber} is cancelled`))!;
    expect(mail.text).toContain('nothing to pay or refund');
    expect(refundInFull.mock.calls.some(([o]) => o._id === order._id)).toBe(false);
    expect(await view(order)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Unpaid', refunds: [] });
  });
});

describe("the shopper's own cancel before the shop's call", () => {
  const shopperCancel = (order: Order) =>
    t.http().post(`/api/orders/${order.orderNumber}/cancel`).set('Authorization', shopperOf(order)).send({});
  const cancelMails = (order: Order) =>
    t.mail.messages().filter((m) => m.subject.includes(`${order.orderNumber} is cancelled`));

  it('cancels an order awaiting confirmation: words without a refund, stock back once, e-mail, history', async () => {
    const order = await placed([ring(2)]);
    const tracking = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', shopperOf(order))).body,
    );
    expect(tracking.cancellableUnpaid).toBe(true);
    expect(tracking.cancellableUntil).toBeUndefined();
    const mine = myOrdersResponseSchema.parse(
      (await t.http().get('/api/orders/mine').set('Authorization', shopperOf(order)).expect(200)).body,
    );
    expect(mine.orders.find((o) => o.orderId === order.orderNumber)).toMatchObject({ cancellableUnpaid: true });

    const res = await shopperCancel(order).expect(200);
    expect(cancelOrderResponseSchema.parse(res.body)).toEqual({
      success: true,
      status: 'Cancelled',
      message: cancelMessages.unpaid.done,
    });
    expect(res.body.message).not.toMatch(/goes back|refunded/);

    await eventually(async () => returnsOf(order).length > 0);
    expect(returnsOf(order)).toEqual([
      { orderId: order._id, orderNumber: order.orderNumber, lines: [{ productId: PRODUCTS.ring._id, quantity: 2 }] },
    ]);
    await eventually(async () => cancelMails(order).length > 0);
    expect(cancelMails(order)[0].text).toContain('nothing to pay or refund');
    expect(cancelMails(order)[0].text).not.toContain('goes back to your payment method');
    // The shop is told, in words that promise no refund either.
    await eventually(async () =>
      t.mail.messages().some((m) => m.subject === `Order ${order.orderNumber} cancelled by the shopper`),
    );
    const notice = t.mail.messages().find((m) => m.subject === `Order ${order.orderNumber} cancelled by the shopper`)!;
    expect(notice.text).toContain('nothing to refund');
    expect(refundInFull.mock.calls.some(([o]) => o._id === order._id)).toBe(false);

    const page = await view(order);
    expect(page).toMatchObject({ status: 'Cancelled', paymentStatus: 'Unpaid', refunds: [] });
    expect(page.history.at(-1)).toMatchObject({
      from: 'Awaiting confirmation',
      to: 'Cancelled',
      by: { kind: 'customer', name: 'customer' },
    });
    const after = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', shopperOf(order))).body,
    );
    expect(after).toMatchObject({ status: 'Cancelled' });
    expect(after.cancellableUnpaid).toBeUndefined();
    // A second press later is refused with the friendly words, and nothing more goes back.
    expect((await shopperCancel(order).expect(409)).body.message).toBe(cancelMessages.tooLate);
    expect(returnsOf(order)).toHaveLength(1);
  });

  it('is refused once the shop has confirmed it, and the order goes on', async () => {
    const order = await placed();
    await move(order, 'Awaiting confirmation', 'Processing').expect(200);
    expect((await shopperCancel(order).expect(409)).body.message).toBe(cancelMessages.tooLate);
    expect(await view(order)).toMatchObject({ status: 'Processing' });
    expect(returnsOf(order)).toEqual([]);
  });

  it('cancels exactly once under two presses at the same moment', async () => {
    const order = await placed();
    const answers = await Promise.all([shopperCancel(order), shopperCancel(order)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(cancelMessages.tooLate);
    await eventually(async () => returnsOf(order).length > 0);
    await eventually(async () => cancelMails(order).length > 0);
    // Let any second delivery happen before counting.
    await t.app.get(Outbox).dispatchDue(new Date(Date.now() + 5 * 60_000));
    expect(returnsOf(order)).toHaveLength(1);
    expect(cancelMails(order)).toHaveLength(1);
    const page = await view(order);
    expect(page.history.filter((h) => h.to === 'Cancelled')).toHaveLength(1);
  });

  it('refuses a staff confirmation that comes after the shopper cancelled', async () => {
    const order = await placed();
    await shopperCancel(order).expect(200);
    await move(order, 'Awaiting confirmation', 'Processing').expect(409);
    expect(await view(order)).toMatchObject({ status: 'Cancelled' });
  });
});

describe('cash collected', () => {
  it('is recorded once under two presses: Paid, the day kept, audited, and the invoice issued', async () => {
    const order = await orderIn(t, await placed(), 'Shipped');
    expect(await view(order)).toMatchObject({ canRecordCash: true, amountDueRupees: 2600 });
    // The parcel's label tells the courier the cash to take.
    const label = packingResponseSchema.parse(
      (
        await t
          .http()
          .get(`/api/admin/orders/packing?orderNumber=${order.orderNumber}`)
          .set('Authorization', t.as.staff)
          .expect(200)
      ).body,
    );
    expect(label.parcels[0].amountToCollect).toBe(2600);
    const today = indianToday(new Date());
    const body = { amountRupees: 2600, collectedOn: today };
    const [a, b] = await Promise.all([collect(order, body), collect(order, body, t.as.owner)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.alreadyCollected);

    const page = await view(order);
    expect(page).toMatchObject({
      paymentStatus: 'Paid',
      amountDueRupees: 0,
      canRecordCash: false,
      cashCollection: { amountRupees: 2600, collectedOn: today },
      payment: { capturedRupees: 2600 },
    });
    await eventually(async () => Boolean((await view(order)).invoice));
    const audit = staffAuditPageSchema.parse(
      (await t.http().get('/api/admin/orders/audit?action=order.cash').set('Authorization', t.as.owner)).body,
    );
    expect(audit.entries.filter((e) => e.target?.id === order.orderNumber)).toEqual([
      expect.objectContaining({
        action: 'order.cash.collected',
        after: { paymentStatus: 'Paid', amountRupees: 2600, collectedOn: today },
      }),
    ]);
    expect((await collect(order, body).expect(409)).body.message).toBe(CASH_ON_DELIVERY_MESSAGES.alreadyCollected);
  });

  it('keeps the invoice issued at shipping: the same invoice, never a second', async () => {
    const order = await orderIn(t, await placed(), 'Delivered');
    const atShipping = await t.app.get(InvoicesService).issueFor(order);
    await collect(order, { amountRupees: 2600, collectedOn: indianToday(new Date()) }).expect(200);
    // The CashCollected follow-up has run and found the invoice there.
    const rows = t.app.get<Model<OutboxEvent>>(getModelToken(OutboxEvent.name));
    await eventually(async () =>
      Boolean((await rows.findById(`CashCollected:${order._id}>tax-invoice`).lean<OutboxEvent>().exec())?.deliveredAt),
    );
    expect((await view(order)).invoice).toEqual(atShipping);
  });

  it('refuses a wrong amount, a future day, an order not yet shipped, a paid order and support', async () => {
    const order = await orderIn(t, await placed(), 'Shipped');
    const today = indianToday(new Date());
    const wrong = await collect(order, { amountRupees: 2500, collectedOn: today }).expect(400);
    expect(wrong.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.wrongAmount(2600));
    expect(wrong.body.message).toBe(
      "The amount collected must be exactly the amount due, ₹2,600. Check the courier's remittance.",
    );
    const tomorrow = indianToday(new Date(Date.now() + 86_400_000));
    const future = await collect(order, { amountRupees: 2600, collectedOn: tomorrow }).expect(400);
    expect(future.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.futureDate);
    await collect(order, { amountRupees: 2600, collectedOn: today }, t.as.support).expect(403);

    const confirmed = await orderIn(t, await placed(), 'Processing');
    const early = await collect(confirmed, { amountRupees: 2600, collectedOn: today }).expect(409);
    expect(early.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.notHandedOver('Processing'));

    const online = await orderIn(t, await paidOrder(t), 'Shipped');
    const notCod = await collect(online, { amountRupees: 2600, collectedOn: today }).expect(409);
    expect(notCod.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.notCod);
    expect(await view(order)).toMatchObject({ paymentStatus: 'Unpaid' });
  });
});

describe('returned to origin', () => {
  it("puts a refused parcel's stock back, once, with nothing refunded", async () => {
    const order = await orderIn(t, await placed([ring(3)]), 'Shipped');
    expect((await view(order)).nextStates).toContain('Returned to origin');
    const answer = adminOrderSchema.parse((await move(order, 'Shipped', 'Returned to origin').expect(200)).body);
    expect(answer).toMatchObject({ status: 'Returned to origin', paymentStatus: 'Unpaid', nextStates: [] });
    await eventually(async () => returnsOf(order).length > 0);
    expect(returnsOf(order)).toEqual([
      { orderId: order._id, orderNumber: order.orderNumber, lines: [{ productId: PRODUCTS.ring._id, quantity: 3 }] },
    ]);
    const refund = await t
      .http()
      .post(`/api/admin/orders/${order.orderNumber}/refunds`)
      .set('Authorization', t.as.owner)
      .send({ amountRupees: 100, reason: 'returned', idempotencyKey: randomUUID() });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe(NOTHING_PAID_MESSAGE);
  });

  it("cancels the refused parcel's tax invoice with one credit note for all of it", async () => {
    const order = await orderIn(t, await placed([ring(2)]), 'Shipped');
    // Issued when it shipped, as the Shipped move does.
    const invoice = await t.app.get(InvoicesService).issueFor(order);
    await Promise.all([move(order, 'Shipped', 'Returned to origin'), move(order, 'Shipped', 'Returned to origin')]);
    await eventually(async () => ((await view(order)).creditNotes ?? []).length > 0);
    const notes = t.app.get(getModelToken(CreditNote.name)) as Model<CreditNote>;
    const issued = await notes.find({ orderId: order._id }).lean<CreditNote[]>().exec();
    expect(issued).toHaveLength(1);
    const invoices = t.app.get(getModelToken(Invoice.name)) as Model<Invoice>;
    const stored = (await invoices.findById(order._id).lean<Invoice>().exec())!;
    expect(issued[0]).toMatchObject({ invoiceNumber: invoice.invoiceNumber });
    expect(issued[0]!.content.total.net).toBe(stored.content.total.net);
    expect(issued[0]!.content.reason).toMatch(/refused at delivery/i);
    // Nothing was paid, so nothing is refunded: the credit note is the only record of it.
    expect((await view(order)).paymentStatus).toBe('Unpaid');
  });

  it('is refused for an order paid online (it is Returned instead)', async () => {
    const online = await orderIn(t, await paidOrder(t), 'Shipped');
    expect((await view(online)).nextStates).not.toContain('Returned to origin');
    const res = await move(online, 'Shipped', 'Returned to origin').expect(409);
    expect(res.body.message).toBe(CASH_ON_DELIVERY_MESSAGES.returnedToOriginOnlyCod);
  });

  it('refuses a staff refund of an unpaid order', async () => {
    const order = await orderIn(t, await placed(), 'Delivered');
    await move(order, 'Delivered', 'Returned').expect(200);
    const res = await t
      .http()
      .post(`/api/admin/orders/${order.orderNumber}/refunds`)
      .set('Authorization', t.as.owner)
      .send({ amountRupees: 100, reason: 'returned', idempotencyKey: randomUUID() })
      .expect(409);
    expect(res.body.message).toBe(NOTHING_PAID_MESSAGE);
  });
});

describe('the board', () => {
  it('filters by payment method and shows the cash-on-delivery orders whose cash is to collect', async () => {
    const toCollect = await orderIn(t, await placed(), 'Delivered');
    const waiting = await placed();
    const online = await paidOrder(t);
    const board = async (query: string) =>
      adminOrdersPageSchema.parse(
        (await t.http().get(`/api/admin/orders?${query}`).set('Authorization', t.as.support).expect(200)).body,
      );
    const numbers = (page: { orders: Array<{ orderNumber: string }> }) => page.orders.map((o) => o.orderNumber);

    const cod = await board('paymentMethod=cod');
    expect(numbers(cod)).toEqual(expect.arrayContaining([toCollect.orderNumber, waiting.orderNumber]));
    expect(numbers(cod)).not.toContain(online.orderNumber);
    expect(cod.orders.every((o) => o.paymentMethod === 'cod')).toBe(true);
    const razorpay = await board('paymentMethod=razorpay');
    expect(numbers(razorpay)).toContain(online.orderNumber);
    expect(numbers(razorpay)).not.toContain(waiting.orderNumber);

    const collectable = await board('codToCollect=yes');
    expect(numbers(collectable)).toContain(toCollect.orderNumber);
    expect(numbers(collectable)).not.toContain(waiting.orderNumber);
    expect(collectable.orders.every((o) => ['Shipped', 'Delivered'].includes(o.status))).toBe(true);
    expect(collectable.codToCollect).toBe(collectable.total);
    expect((await board('')).codToCollect).toBe(collectable.total);

    await collect(toCollect, { amountRupees: 2600, collectedOn: indianToday(new Date()) }).expect(200);
    expect(numbers(await board('codToCollect=yes'))).not.toContain(toCollect.orderNumber);
    expect((await t.http().get('/api/admin/orders?paymentMethod=cash').set('Authorization', t.as.support)).status).toBe(
      400,
    );
  });
});
