// Returns and exchanges on the real app and FerretDB: the shopper's request within the shop's window
// (and not after it, nor when the shop takes none), personalised lines refused in the policy's words,
// another shopper's order refused, one open request per order; staff's approve and refuse e-mail the
// customer, two presses approve once, the parcel's receipt moves the order to Returned, a passed
// check puts the returned pieces (only those, for part of an order) back in stock under the request's
// own key, and the refund goes through the order's refunds; an exchange's
// replacement costs more (a payment link for the difference), less (the difference refunded) or the same.
import {
  adminReturnSchema,
  adminReturnsPageSchema,
  myReturnsResponseSchema,
  ORDER_STATE,
  PERSONALISED_NOT_RETURNABLE,
  RETURN_MESSAGES,
  returnRequestViewSchema,
  SHOP_SETTINGS_CACHE_MS,
  type CreateReturnRequest,
} from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { createFulfilmentApp, orderIn, paidOrder, type FulfilmentTestApp } from '../fulfilment/fulfilment-testing';
import type { Order } from '../orders/order.schema';
import { LinkPayments } from '../orders/link-payments.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { eventually, PRODUCTS } from '../testing/test-app';

let t: FulfilmentTestApp;
let base: Order;
let clock = Date.now();
let version = 1;

beforeAll(async () => {
  t = await createFulfilmentApp('returns');
  t.app.get(ShopSettingsClient).now = () => clock;
  t.sandbox.setRefundOutcome('processed');
  base = await paidOrder(t);
});
afterAll(() => t.closeAll());

/** The owner sets the return window; the service reads it once its copy is old. */
function setWindow(days: number): void {
  version += 1;
  t.catalog.settings = { settings: { ...SHOP_SETTINGS_FIXTURE, returnWindowDays: days }, version };
  clock += SHOP_SETTINGS_CACHE_MS;
}

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
/** A copy of the paid order, delivered about `days` ago (its moves are a few minutes after paidAt). */
const deliveredOrder = (days: number, changes: Partial<Order> = {}) =>
  orderIn(t, base, ORDER_STATE.delivered, { paidAt: daysAgo(days), ...changes });

const RETURN: CreateReturnRequest = {
  kind: 'return',
  reason: 'wrongSize',
  details: 'Too small for my finger.',
  lines: [{ line: 0, quantity: 1 }],
};
const ask = (order: Order, body: CreateReturnRequest = RETURN, auth = t.bearer()) =>
  t.http().post(`/api/orders/${order.orderNumber}/returns`).set('Authorization', auth).send(body);
const staffStep = (returnId: string, step: string, body: object = {}, auth = t.as.staff) =>
  t.http().post(`/api/admin/returns/${returnId}/${step}`).set('Authorization', auth).send(body);
const orderState = async (order: Order) =>
  (await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.owner).expect(200)).body
    .status;
const mailTo = (subject: string) => t.mail.messages().find((m) => m.subject === subject);

describe("the shopper's request", () => {
  beforeAll(() => setWindow(7));

  it('is taken within the window, shown on their order, and only one may be open', async () => {
    const order = await deliveredOrder(2);
    const before = myReturnsResponseSchema.parse(
      (await t.http().get(`/api/orders/${order.orderNumber}/returns`).set('Authorization', t.bearer()).expect(200))
        .body,
    );
    expect(before).toMatchObject({ returns: [], lockedLines: [] });
    expect(before.returnableUntil).toEqual(expect.any(String));
    const made = returnRequestViewSchema.parse((await ask(order).expect(201)).body);
    expect(made).toMatchObject({
      orderNumber: order.orderNumber,
      state: 'Requested',
      creditPaise: 250_000,
      lines: [{ line: 0, quantity: 1, name: 'Silver Promise Ring', paidPaise: 250_000 }],
    });
    expect((await ask(order).expect(409)).body.message).toBe(RETURN_MESSAGES.alreadyOpen);
    const after = myReturnsResponseSchema.parse(
      (await t.http().get(`/api/orders/${order.orderNumber}/returns`).set('Authorization', t.bearer()).expect(200))
        .body,
    );
    expect(after.returns.map((r) => r.returnId)).toEqual([made.returnId]);
    expect(after.notReturnable).toBe(RETURN_MESSAGES.alreadyOpen);
  });

  it('opens one request when two are sent at once', async () => {
    const order = await deliveredOrder(1);
    const answers = await Promise.all([ask(order), ask(order)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('is refused after the window, in the words of the setting, and at once when the shop takes no returns', async () => {
    const late = await deliveredOrder(8);
    expect((await ask(late).expect(409)).body.message).toBe(
      'This piece was delivered more than 7 days ago: the return window has closed.',
    );
    setWindow(0);
    const fresh = await deliveredOrder(0);
    expect((await ask(fresh).expect(409)).body.message).toBe('Pieces cannot be returned once delivered.');
    setWindow(7);
  });

  it('refuses a personalised or made-to-order line with the policy’s words, and an order not delivered', async () => {
    const engraved = await deliveredOrder(1, {
      lines: [{ ...base.lines[0], customization: { type: 'engraving', customName: 'Asha' } }],
    });
    expect((await ask(engraved).expect(409)).body.message).toBe(PERSONALISED_NOT_RETURNABLE);
    const made = await deliveredOrder(1, { oversold: [PRODUCTS.ring._id] });
    expect((await ask(made).expect(409)).body.message).toBe(PERSONALISED_NOT_RETURNABLE);
    const shipped = await orderIn(t, base, ORDER_STATE.shipped);
    expect((await ask(shipped).expect(409)).body.message).toBe(RETURN_MESSAGES.notDelivered);
  });

  it("answers 404 for another shopper's order, and refuses a photo that is not theirs", async () => {
    const order = await deliveredOrder(1);
    const res = await ask(order, RETURN, t.bearer('user-2', 'ravi@example.in')).expect(404);
    expect(res.body.message).toBe('Order not found. Please check the order number.');
    const foreign = 'f'.repeat(32);
    t.catalog.foreignFiles.add(foreign);
    const photo = await ask(order, { ...RETURN, photoFileIds: [foreign] }).expect(400);
    expect(photo.body.message).toBe(RETURN_MESSAGES.photosNotYours);
    const own = 'e'.repeat(32);
    await ask(order, { ...RETURN, photoFileIds: [own] }).expect(201);
    await eventually(async () => t.catalog.claims.some((ids) => ids.includes(own)));
    expect(t.catalog.ownershipChecks.at(-1)).toMatchObject({ fileIds: [own], purpose: 'returnPhoto' });
  });

  it("refuses a photo the shopper sent for the customiser, under the customiser's notice", async () => {
    const order = await deliveredOrder(1);
    const customiserPhoto = 'd'.repeat(32);
    t.catalog.otherPurposeFiles.add(customiserPhoto);
    const res = await ask(order, { ...RETURN, photoFileIds: ['c'.repeat(32), customiserPhoto] }).expect(400);
    expect(res.body.message).toBe(RETURN_MESSAGES.photosNotReturnPhotos);
    const mine = myReturnsResponseSchema.parse(
      (await t.http().get(`/api/orders/${order.orderNumber}/returns`).set('Authorization', t.bearer()).expect(200))
        .body,
    );
    expect(mine.returns).toEqual([]);
  });

  it('asks an exchange for the piece wanted, beside the field', async () => {
    const order = await deliveredOrder(1);
    const res = await ask(order, { ...RETURN, kind: 'exchange' }).expect(400);
    expect(res.body.message).toBe(RETURN_MESSAGES.wanted);
  });
});

describe("staff's steps", () => {
  beforeAll(() => setWindow(7));

  it('approve e-mails where to send the parcel; two presses approve once', async () => {
    const order = await deliveredOrder(1);
    const { returnId } = (await ask(order).expect(201)).body;
    const presses = await Promise.all([staffStep(returnId, 'approve'), staffStep(returnId, 'approve')]);
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
    expect(presses.find((p) => p.status === 409)!.body.message).toBe(RETURN_MESSAGES.alreadyMoved('Approved'));
    const one = adminReturnSchema.parse(
      (await t.http().get(`/api/admin/returns/${returnId}`).set('Authorization', t.as.support).expect(200)).body,
    );
    expect(one.steps.map((s) => [s.state, s.by])).toEqual([
      ['Requested', 'customer'],
      ['Approved', 'staff@rmj.in'],
    ]);
    await eventually(async () => Boolean(mailTo(`Your return of order ${order.orderNumber} is approved`)));
    const mail = mailTo(`Your return of order ${order.orderNumber} is approved`)!;
    expect(mail.text).toContain(SHOP_SETTINGS_FIXTURE.legalName);
    const mine = myReturnsResponseSchema.parse(
      (await t.http().get(`/api/orders/${order.orderNumber}/returns`).set('Authorization', t.bearer())).body,
    );
    expect(mine.returns[0]).toMatchObject({
      state: 'Approved',
      sendTo: expect.stringContaining(SHOP_SETTINGS_FIXTURE.legalName),
    });
    const audit = await t.http().get('/api/admin/orders/audit').set('Authorization', t.as.owner).expect(200);
    expect(JSON.stringify(audit.body)).toContain('order.return.approved');
  });

  it('refuse needs a reason, e-mails it, and frees the order for another request; support may not act', async () => {
    const order = await deliveredOrder(1);
    const { returnId } = (await ask(order).expect(201)).body;
    await staffStep(returnId, 'approve', {}, t.as.support).expect(403);
    const blank = await staffStep(returnId, 'refuse', { reason: ' ' }).expect(400);
    expect(blank.body.message).toBe(RETURN_MESSAGES.refusalReason);
    await staffStep(returnId, 'refuse', { reason: 'The ring has been worn and resized.' }).expect(200);
    await eventually(async () => Boolean(mailTo(`Your return request for order ${order.orderNumber}`)));
    expect(mailTo(`Your return request for order ${order.orderNumber}`)!.text).toContain(
      'Reason: The ring has been worn and resized.',
    );
    const mine = myReturnsResponseSchema.parse(
      (await t.http().get(`/api/orders/${order.orderNumber}/returns`).set('Authorization', t.bearer())).body,
    );
    expect(mine.returns[0]).toMatchObject({ state: 'Refused', refusalReason: 'The ring has been worn and resized.' });
    await ask(order).expect(201);
  });

  it('receipt moves the order to Returned, a passed check puts the stock back, the refund goes through refunds', async () => {
    // A real payment, so the sandbox can refund it; delivered a day ago.
    const paid = await paidOrder(t);
    await t.orders.deleteOne({ _id: paid._id });
    const order = await orderIn(t, paid, ORDER_STATE.delivered, {
      _id: paid._id,
      paymentId: paid.paymentId,
      paidAt: daysAgo(1),
    });
    const { returnId } = (await ask(order).expect(201)).body;
    await staffStep(returnId, 'receive').expect(409);
    await staffStep(returnId, 'approve').expect(200);
    await staffStep(returnId, 'receive').expect(200);
    expect(await orderState(order)).toBe('Returned');
    await staffStep(returnId, 'refund', {}, t.as.owner).expect(409);
    await staffStep(returnId, 'check', { passed: true, note: 'Unworn, tag on.' }).expect(200);
    await eventually(async () => t.returns.returned.has(`return-${returnId}`));
    await staffStep(returnId, 'refund', {}, t.as.staff).expect(403);
    const refunded = adminReturnSchema.parse((await staffStep(returnId, 'refund', {}, t.as.owner).expect(200)).body);
    expect(refunded).toMatchObject({ state: 'Refunded', stockReturned: true, check: { passed: true } });
    const refunds = t.sandbox.ledger.refundsOf(order.paymentId, { count: 10 });
    expect(refunds.map((r) => r.amount)).toEqual([250_000]);
    await staffStep(returnId, 'refund', {}, t.as.owner).expect(409);
    expect(t.sandbox.ledger.refundsOf(order.paymentId, { count: 10 })).toHaveLength(1);
  });

  it('a passed check on part of an order puts back only its pieces, once', async () => {
    const order = await deliveredOrder(1, {
      lines: [
        { ...base.lines[0], quantity: 3 },
        { ...base.lines[0], productId: PRODUCTS.pendant._id, name: 'Pendant', quantity: 1 },
      ],
    });
    const { returnId } = (await ask(order).expect(201)).body;
    await staffStep(returnId, 'approve').expect(200);
    await staffStep(returnId, 'receive').expect(200);
    await staffStep(returnId, 'check', { passed: true, note: 'One ring back, unworn.' }).expect(200);
    await eventually(async () => t.returns.returned.has(`return-${returnId}`));
    // 1 of the 3 rings came back: the catalog is asked for that ring alone, under the request's key.
    expect(t.returns.received.filter((r) => r.orderId === order._id)).toEqual([
      {
        orderId: order._id,
        orderNumber: order.orderNumber,
        returnKey: `return-${returnId}`,
        lines: [{ productId: PRODUCTS.ring._id, quantity: 1 }],
      },
    ]);
    await eventually(async () => {
      const one = adminReturnSchema.parse(
        (await t.http().get(`/api/admin/returns/${returnId}`).set('Authorization', t.as.support).expect(200)).body,
      );
      return one.stockReturned === true;
    });
  });

  it('a failed check closes the request and leaves the stock alone; the board counts each state', async () => {
    const order = await deliveredOrder(1);
    const { returnId } = (await ask(order).expect(201)).body;
    await staffStep(returnId, 'approve').expect(200);
    await staffStep(returnId, 'receive').expect(200);
    await staffStep(returnId, 'check', { passed: false, note: 'Scratched.' }).expect(200);
    const board = adminReturnsPageSchema.parse(
      (await t.http().get('/api/admin/returns').set('Authorization', t.as.support).expect(200)).body,
    );
    expect(board.returns.some((r) => r.returnId === returnId && r.state === 'Failed check')).toBe(true);
    expect(board.counts['Failed check']).toBeGreaterThanOrEqual(1);
    expect(board.open).toBe(board.returns.length);
    await staffStep(returnId, 'close').expect(200);
    expect(t.returns.received.filter((r) => r.orderId === order._id)).toEqual([]);
    const byOrder = adminReturnsPageSchema.parse(
      (
        await t
          .http()
          .get(`/api/admin/returns?orderNumber=${order.orderNumber}`)
          .set('Authorization', t.as.support)
          .expect(200)
      ).body,
    );
    expect(byOrder.returns.map((r) => r.state)).toEqual(['Closed']);
  });
});

describe('an exchange', () => {
  beforeAll(() => setWindow(7));

  /** A real paid order of `lines`, delivered a day ago (the sandbox can refund it). */
  async function deliveredPaid(lines: Array<Record<string, unknown>>): Promise<Order> {
    const paid = await paidOrder(t, lines);
    await t.orders.deleteOne({ _id: paid._id });
    return orderIn(t, paid, ORDER_STATE.delivered, { _id: paid._id, paymentId: paid.paymentId, paidAt: daysAgo(1) });
  }

  /** An exchange request on `order`'s first line, approved, received and checked. */
  async function checkedExchange(order: Order): Promise<string> {
    const body: CreateReturnRequest = { ...RETURN, kind: 'exchange', wanted: { size: '14' } };
    const { returnId } = (await ask(order, body).expect(201)).body;
    await staffStep(returnId, 'approve').expect(200);
    await staffStep(returnId, 'receive').expect(200);
    await staffStep(returnId, 'check', { passed: true, note: 'Unworn.' }).expect(200);
    return returnId;
  }

  const replacementOf = async (orderNumber: string) => (await t.orders.findOne({ orderNumber }).lean<Order>().exec())!;

  it('costing the same: a replacement with nothing to pay, once however many press it', async () => {
    const order = await deliveredOrder(1);
    const returnId = await checkedExchange(order);
    const presses = await Promise.all([staffStep(returnId, 'exchange'), staffStep(returnId, 'exchange')]);
    expect(presses.map((p) => p.status).sort()).toEqual([200, 409]);
    const done = adminReturnSchema.parse(presses.find((p) => p.status === 200)!.body);
    expect(done).toMatchObject({ state: 'Exchanged', wanted: { size: '14', productId: PRODUCTS.ring._id } });
    const replacement = await replacementOf(done.replacementOrderNumber!);
    expect(replacement).toMatchObject({
      status: 'Processing',
      paymentStatus: 'Paid',
      total: 0,
      discount: 2500,
      exchangeOf: { returnId, orderNumber: order.orderNumber },
      lines: [expect.objectContaining({ productId: PRODUCTS.ring._id, size: '14', quantity: 1 })],
    });
    expect(await t.orders.countDocuments({ 'exchangeOf.returnId': returnId })).toBe(1);
  });

  it('costing more: a payment link for the difference', async () => {
    const order = await deliveredOrder(1);
    const returnId = await checkedExchange(order);
    const done = adminReturnSchema.parse(
      (await staffStep(returnId, 'exchange', { wanted: { productId: PRODUCTS.pendant._id } }).expect(200)).body,
    );
    expect(done.differenceDuePaise).toBe(950_000);
    const replacement = await replacementOf(done.replacementOrderNumber!);
    expect(replacement).toMatchObject({
      status: 'Awaiting payment',
      paymentStatus: 'Unpaid',
      subtotal: 12000,
      total: 9500,
    });
    const links = await t.app.get(LinkPayments).requestsOf(replacement._id);
    expect(links.map((l) => l.amountPaise)).toEqual([950_000]);
  });

  it('costing less: the difference refunded on the original order; a piece not on sale is refused', async () => {
    const order = await deliveredPaid([{ productId: PRODUCTS.pendant._id, quantity: 1 }]);
    const returnId = await checkedExchange(order);
    const soldOut = await staffStep(returnId, 'exchange', { wanted: { productId: PRODUCTS.soldOut._id } }).expect(409);
    expect(soldOut.body.message).toMatch(/^The replacement cannot be ordered now: /);
    const done = adminReturnSchema.parse(
      (await staffStep(returnId, 'exchange', { wanted: { productId: PRODUCTS.ring._id } }).expect(200)).body,
    );
    expect(done.differenceRefundedPaise).toBe(950_000);
    expect(t.sandbox.ledger.refundsOf(order.paymentId, { count: 10 }).map((r) => r.amount)).toEqual([950_000]);
    expect(await replacementOf(done.replacementOrderNumber!)).toMatchObject({ total: 0, paymentStatus: 'Paid' });
  });
});
