// Hallmarked pieces on the real app and FerretDB: the stock take's HUIDs put on the paid order's
// lines (tracking and the order page give them back with the pricing record), the move to Quality
// check of made-to-order pieces with each one's HUID and actual weight (who and when in the
// history), the 2 % rule and the owner's override, the HUIDs recorded in the catalog's register (one
// already on another piece refused beside its field), and older orders without any of it.
import {
  adminOrderSchema,
  apiErrorResponseSchema,
  huidTakenMessage,
  ORDER_STATE,
  qualityCheckMessages,
  tooLightMessage,
  trackOrderResponseSchema,
} from '@rmj/contracts';
import { updateVersioned } from '@rmj/nest-common';
import type { Order } from '../orders/order.schema';
import { StockTakes } from '../orders/stock-takes.service';
import { byWeightProduct } from '../testing/catalog-stub';
import { eventually, PRODUCTS } from '../testing/test-app';
import { createFulfilmentApp, orderIn, paidOrder, type FulfilmentTestApp } from './fulfilment-testing';

const CHAIN = byWeightProduct('d00000000000000000000001', 'Gold Rope Chain', {
  netWeightMg: 10_000,
  paisePerGram: 200_000,
});
const BANGLE = byWeightProduct('d00000000000000000000002', 'Gold Bangle', {
  netWeightMg: 20_000,
  paisePerGram: 200_000,
});

let t: FulfilmentTestApp;
/** A paid order: one chain from stock (its HUID sent by the take), two bangles to be made (no HUID left). */
let hallmarked: Order;

beforeAll(async () => {
  t = await createFulfilmentApp('quality_check');
  t.catalog.products.set(CHAIN._id, CHAIN);
  t.catalog.products.set(BANGLE._id, BANGLE);
  t.catalog.huidsInStock.set(CHAIN._id, ['CH0001', 'CH0002']);
  t.catalog.huidsInStock.set(BANGLE._id, []);
  const paid = await paidOrder(t, [
    { productId: CHAIN._id, quantity: 1 },
    { productId: BANGLE._id, quantity: 2 },
    { productId: PRODUCTS.ring._id, quantity: 1 },
  ]);
  await eventually(async () => {
    hallmarked = (await t.orders.findById(paid._id).lean<Order>().exec())!;
    return hallmarked.stockDue === false;
  });
});
afterAll(() => t.closeAll());

const movePath = (order: Order) => `/api/admin/orders/${order.orderNumber}/moves`;
const toQualityCheck = (order: Order, qualityCheck?: unknown, auth = t.as.staff) =>
  t
    .http()
    .post(movePath(order))
    .set('Authorization', auth)
    .send({ from: ORDER_STATE.inWorkshop, to: ORDER_STATE.qualityCheck, ...(qualityCheck ? { qualityCheck } : {}) });
const bangles = (first: number, second: number, huids = ['BG0001', 'BG0002']) => ({
  pieces: [
    { line: 1, piece: 0, huid: huids[0], actualNetWeightMg: first },
    { line: 1, piece: 1, huid: huids[1], actualNetWeightMg: second },
  ],
});

describe('HUIDs from the stock take', () => {
  it('puts the HUIDs the take sent on the line, and none on pieces still to be made', () => {
    expect(hallmarked.lines[0].pricingRecord).toMatchObject({
      breakup: { pricing: 'by-weight', netWeightMg: 10_000 },
      rateSetAt: '2026-11-29T04:30:00.000Z',
      huids: ['CH0001'],
    });
    expect(hallmarked.lines[1].pricingRecord?.huids).toEqual([]);
    // A piece the catalogue gave no breakup for (a fixed price, before the catalog sends one) has none.
    expect(hallmarked.lines[2].pricingRecord).toBeUndefined();
    expect(hallmarked.lines[2].make).toMatchObject({ metal: 'Silver', fineness: 925 });
  });

  it('gives the pricing record and HUIDs back on the order page and to the owner’s tracking', async () => {
    const page = adminOrderSchema.parse(
      (await t.http().get(`/api/admin/orders/${hallmarked.orderNumber}`).set('Authorization', t.as.staff).expect(200))
        .body,
    );
    expect(page.lines[0].pricingRecord?.huids).toEqual(['CH0001']);
    const owner = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${hallmarked.orderNumber}`).set('Authorization', t.bearer()).expect(200))
        .body,
    );
    expect(owner.products[0].pricingRecord?.huids).toEqual(['CH0001']);
    const masked = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${hallmarked.orderNumber}`).expect(200)).body,
    );
    expect(masked.products[0]).not.toHaveProperty('pricingRecord');
  });
});

describe('Quality check of made-to-order hallmarked pieces', () => {
  it('is refused without each piece’s HUID and weight', async () => {
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    const res = await toQualityCheck(order).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(qualityCheckMessages.missing);
    const half = await toQualityCheck(order, { pieces: bangles(20_000, 20_000).pieces.slice(0, 1) }).expect(400);
    expect(half.body.message).toBe(qualityCheckMessages.missing);
  });

  it('records each piece’s HUID and weight on the line and in the history, with who and when', async () => {
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    const res = await toQualityCheck(order, bangles(20_100, 19_900)).expect(200);
    const page = adminOrderSchema.parse(res.body);
    expect(page.status).toBe(ORDER_STATE.qualityCheck);
    expect(page.lines[1].pricingRecord).toMatchObject({ huids: ['BG0001', 'BG0002'], actualNetWeightMg: 20_000 });
    // The price charged never changes.
    expect(page.lines[1].price).toBe(hallmarked.lines[1].price);
    expect(page.total).toBe(hallmarked.total);
    const move = page.history.at(-1)!;
    expect(move).toMatchObject({
      to: ORDER_STATE.qualityCheck,
      by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
      qualityCheck: {
        pieces: [
          { line: 1, piece: 0, huid: 'BG0001', actualNetWeightMg: 20_100, pricedNetWeightMg: 20_000 },
          { line: 1, piece: 1, huid: 'BG0002', actualNetWeightMg: 19_900, pricedNetWeightMg: 20_000 },
        ],
      },
    });
    expect(Date.parse(move.at)).not.toBeNaN();
    const stored = await t.orders.findById(order._id).lean<Order>().exec();
    expect(stored?.lines[1].pricingRecord?.huids).toEqual(['BG0001', 'BG0002']);
    expect(stored?.lines[0].pricingRecord?.huids).toEqual(['CH0001']);
  });

  it('takes HUIDs as typed in lower case, and refuses one given twice or already on the order', async () => {
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    const twice = await toQualityCheck(order, bangles(20_000, 20_000, ['BG0009', 'bg0009'])).expect(400);
    expect(twice.body.issues).toEqual([
      { field: 'qualityCheck.pieces.1.huid', message: qualityCheckMessages.duplicate('BG0009') },
    ]);
    const taken = await toQualityCheck(order, bangles(20_000, 20_000, ['CH0001', 'BG0010'])).expect(400);
    expect(taken.body.message).toBe(qualityCheckMessages.duplicate('CH0001'));
  });

  it('records the HUIDs in the catalog as sold on the order; one already on another piece is a 409 beside it', async () => {
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    // Entered for a piece in stock elsewhere in the shop.
    t.catalog.huidRegister.set('ST0001', { orderId: '', productId: PRODUCTS.ring._id });
    const refused = await toQualityCheck(order, bangles(20_000, 20_000, ['BG0501', 'ST0001'])).expect(409);
    expect(refused.body).toMatchObject({
      message: huidTakenMessage('ST0001'),
      issues: [{ field: 'qualityCheck.pieces.1.huid', message: 'HUID ST0001 is already recorded on another piece.' }],
    });
    // Nothing moved, nothing recorded.
    expect((await t.orders.findById(order._id).lean<Order>().exec())?.status).toBe(ORDER_STATE.inWorkshop);
    expect(t.catalog.huidRegister.has('BG0501')).toBe(false);

    await toQualityCheck(order, bangles(20_000, 20_000, ['BG0501', 'BG0502'])).expect(200);
    expect(t.catalog.soldHuids.at(-1)).toEqual({
      orderId: order._id,
      orderNumber: order.orderNumber,
      pieces: [
        { productId: BANGLE._id, huid: 'BG0501' },
        { productId: BANGLE._id, huid: 'BG0502' },
      ],
    });
    expect(t.catalog.huidRegister.get('BG0502')).toEqual({ orderId: order._id, productId: BANGLE._id });
    // Another order's Quality check naming one of them is refused.
    const other = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    const again = await toQualityCheck(other, bangles(20_000, 20_000, ['BG0502', 'BG0503'])).expect(409);
    expect(again.body.issues).toEqual([{ field: 'qualityCheck.pieces.0.huid', message: huidTakenMessage('BG0502') }]);
  });

  it('does not record the Quality check when the catalog cannot record its HUIDs', async () => {
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    t.catalog.down = true;
    try {
      await toQualityCheck(order, bangles(20_000, 20_000, ['BG0601', 'BG0602'])).expect(503);
    } finally {
      t.catalog.down = false;
    }
    expect((await t.orders.findById(order._id).lean<Order>().exec())?.status).toBe(ORDER_STATE.inWorkshop);
    await toQualityCheck(order, bangles(20_000, 20_000, ['BG0601', 'BG0602'])).expect(200);
  });

  it('accepts a piece exactly 2 % lighter, and refuses one lighter still beside its weight', async () => {
    const ok = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    await toQualityCheck(ok, bangles(19_600, 20_000, ['BG0101', 'BG0102'])).expect(200);
    const light = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    const res = await toQualityCheck(light, bangles(20_000, 19_599, ['BG0201', 'BG0202'])).expect(400);
    expect(res.body.issues).toEqual([
      { field: 'qualityCheck.pieces.1.actualNetWeightMg', message: tooLightMessage(19_599, 20_000) },
    ]);
    expect(res.body.message).toBe(
      '19.599 g is more than 2 % below the 20.000 g this piece was priced at. The owner may accept it with a reason.',
    );
    expect(await t.moveRecords.countDocuments({ orderId: light._id })).toBe(1);
  });

  it('lets only the owner accept a lighter piece, with the reason kept in the history', async () => {
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop);
    const input = {
      ...bangles(20_000, 19_000, ['BG0301', 'BG0302']),
      weightOverrideReason: 'Customer agreed by phone',
    };
    const staff = await toQualityCheck(order, input).expect(403);
    expect(staff.body.message).toBe(qualityCheckMessages.overrideOwnerOnly);
    const owner = adminOrderSchema.parse((await toQualityCheck(order, input, t.as.owner).expect(200)).body);
    expect(owner.history.at(-1)).toMatchObject({
      by: { name: 'owner@rmj.in', role: 'owner' },
      qualityCheck: { weightOverrideReason: 'Customer agreed by phone' },
    });
    expect(owner.lines[1].pricingRecord?.actualNetWeightMg).toBe(19_500);
  });

  it('asks nothing when every hallmarked piece has its HUID', async () => {
    const lines = hallmarked.lines.map((line, i) =>
      i === 1 ? { ...line, pricingRecord: { ...line.pricingRecord!, huids: ['BG0401', 'BG0402'] } } : line,
    );
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop, { lines });
    await toQualityCheck(order).expect(200);
  });
});

describe('older orders', () => {
  it('without pricing records or PAN still read on the order page and in tracking, and move freely', async () => {
    const lines = hallmarked.lines.map(({ pricingRecord: _r, make: _m, ...line }) => line);
    const order = await orderIn(t, hallmarked, ORDER_STATE.inWorkshop, { lines } as Partial<Order>);
    const page = adminOrderSchema.parse(
      (await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.staff).expect(200)).body,
    );
    expect(page.lines[0]).not.toHaveProperty('pricingRecord');
    expect(page).not.toHaveProperty('pan');
    trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', t.bearer()).expect(200)).body,
    );
    await toQualityCheck(order).expect(200);
  });
});

describe('writes landing at once on one order', () => {
  it("the stock take's HUIDs, a move and a second payment's note at the same moment: every one is kept", async () => {
    t.catalog.huidsInStock.set(CHAIN._id, ['CH0901']);
    const lines = hallmarked.lines.map((line, i) =>
      i === 0 ? { ...line, pricingRecord: { ...line.pricingRecord!, huids: [] } } : line,
    );
    const order = await orderIn(t, hallmarked, ORDER_STATE.paid, { lines, stockDue: true });
    const note = { amountPaise: 260_000, outcome: 'held' as const, at: new Date() };
    const [move] = await Promise.all([
      t
        .http()
        .post(movePath(order))
        .set('Authorization', t.as.staff)
        .send({ from: ORDER_STATE.paid, to: ORDER_STATE.inWorkshop }),
      t.app.get(StockTakes).takeFor({ ...order }),
      updateVersioned(t.orders, order._id, () => ({ 'extraPayments.pay_second1': note })),
    ]);
    expect(move.status).toBe(200);
    const stored = (await t.orders.findById(order._id).lean<Order>().exec())!;
    expect(stored).toMatchObject({ status: ORDER_STATE.inWorkshop, moveSeq: 1, stockDue: false });
    expect(stored.lines[0].pricingRecord?.huids).toEqual(['CH0901']);
    expect(stored.extraPayments?.pay_second1).toMatchObject({ outcome: 'held' });
  });
});
