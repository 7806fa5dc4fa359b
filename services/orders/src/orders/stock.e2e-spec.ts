// Stock as a count: the quote tells the cart each line's stock and whether it can be
// bought (quantities of one product added up), checkout refuses what is not in stock, and a paid
// order takes its pieces exactly once, whoever records it, even when the catalog was down then.
import { apiErrorResponseSchema, quoteResponseSchema } from '@rmj/contracts';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OutboxEvent } from '../outbox/outbox-event.schema';
import { Outbox } from '../outbox/outbox.service';
import { ReconciliationService } from '../reconcile/reconciliation.service';
import { testProduct } from '../testing/catalog-stub';
import {
  createPaymentOrder,
  createTestApp,
  eventually,
  payFor,
  PRODUCTS,
  type OrdersTestApp,
} from '../testing/test-app';

const band = testProduct('c00000000000000000000001', 'Rose Gold Band', 3100, 2);
const archived = testProduct('c00000000000000000000002', 'Old Locket', 1500, 5, { archived: true });
const draft = testProduct('c00000000000000000000003', 'Draft Bangle', 4000, 5, { published: false });

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp(
    'stock',
    { RECONCILE_AFTER_MS: '0' },
    { products: [...Object.values(PRODUCTS), band, archived, draft] },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  t.catalog.setStock(band._id, 2);
  t.catalog.down = false;
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
});

const line = (product: { _id: string; name: string }, quantity = 1, extra: Record<string, unknown> = {}) => ({
  productId: product._id,
  name: product.name,
  quantity,
  ...extra,
});
const quote = (items: unknown[], promoCode?: string) =>
  t
    .http()
    .post('/api/orders/quote')
    .send({ items, ...(promoCode ? { promoCode } : {}) });
const verify = (handler: object) => t.http().post('/api/verify-payment').set('Authorization', t.bearer()).send(handler);
/** The passes a replica's timer runs, `afterMs` on: reconciliation, then the outbox's retries. */
const reconcileLater = async (afterMs = 120_000) => {
  const later = new Date(Date.now() + afterMs);
  await t.app.get(ReconciliationService).run(later);
  await t.app.get(Outbox).dispatchDue(later);
};
const takesOf = (orderId: string) => t.catalog.takes.filter((take) => take.orderId === orderId);
const stockOf = (productId: string) => t.catalog.products.get(productId)!.stock;

describe('the quote', () => {
  it('tells each line its stock (at most 99) and that it can be bought', async () => {
    const res = await quote([line(PRODUCTS.ring, 2), line(band, 2)]).expect(200);
    const answer = quoteResponseSchema.parse(res.body);
    expect(answer).toMatchObject({ success: true, message: 'Prices checked' });
    expect(answer.pricing.lines.map((l) => [l.price, l.stock, l.availability, l.message])).toEqual([
      [2500, 99, 'in-stock', undefined],
      [3100, 2, 'in-stock', undefined],
    ]);
  });

  it('answers 200 with success false and flags every line that cannot be bought, adding up one piece’s lines', async () => {
    const res = await quote([
      line(PRODUCTS.ring),
      line(band, 2, { size: '6' }),
      line(band, 1, { size: '7' }),
      line(PRODUCTS.soldOut),
      line(archived),
      { productId: 'b00000000000000000000009', name: 'Lost Ring', quantity: 1 },
      line(draft),
    ]).expect(200);
    const answer = quoteResponseSchema.parse(res.body);
    expect(answer.success).toBe(false);
    expect(answer.message).toBe(
      'Some items in your cart cannot be bought right now. Please check the marked items to continue.',
    );
    expect(answer.pricing.lines.map((l) => [l.name, l.price, l.stock, l.availability, l.message])).toEqual([
      ['Silver Promise Ring', 2500, 99, 'in-stock', undefined],
      ['Rose Gold Band', 3100, 2, 'not-enough', 'Only 2 of "Rose Gold Band" are left. Please change the quantity.'],
      ['Rose Gold Band', 3100, 2, 'not-enough', 'Only 2 of "Rose Gold Band" are left. Please change the quantity.'],
      ['Kids Anklet', 900, 0, 'sold-out', '"Kids Anklet" is sold out. Please remove it from your cart to continue.'],
      [
        'Old Locket',
        0,
        0,
        'unavailable',
        '"Old Locket" is no longer available. Please remove it from your cart to continue.',
      ],
      [
        'Lost Ring',
        0,
        0,
        'unavailable',
        '"Lost Ring" is no longer available. Please remove it from your cart to continue.',
      ],
      [
        'Draft Bangle',
        0,
        0,
        'unavailable',
        '"Draft Bangle" is no longer available. Please remove it from your cart to continue.',
      ],
    ]);
    expect(answer.pricing).toMatchObject({ subtotal: 2500 + 3 * 3100 + 900, discount: 0, shipping: 100 });
  });

  it('with one line that cannot be bought, says that line’s message, and applies no promo code yet', async () => {
    t.catalog.setStock(band._id, 1);
    const res = await quote([line(PRODUCTS.ring, 2), line(band, 2)], 'SILVER10').expect(200);
    const answer = quoteResponseSchema.parse(res.body);
    expect(answer).toMatchObject({
      success: false,
      message: 'Only 1 of "Rose Gold Band" is left. Please change the quantity.',
    });
    expect(answer.pricing.promo).toBeUndefined();
    // The shopper lowers the quantity: the cart can be bought, with the code.
    const fixed = quoteResponseSchema.parse((await quote([line(PRODUCTS.ring, 2), line(band, 1)], 'SILVER10')).body);
    expect(fixed).toMatchObject({ success: true, pricing: { promo: { code: 'SILVER10' }, discount: 810 } });
  });
});

describe('checkout', () => {
  it('refuses more than is in stock (409) or a piece no longer sold (400), and makes nothing', async () => {
    const before = await t.pendings.countDocuments();
    const refusal = async (items: unknown[], status: number) =>
      apiErrorResponseSchema.parse((await createPaymentOrder(t, items as never).expect(status)).body).message;
    expect(await refusal([line(band, 2), line(band, 1, { size: '7' })], 409)).toBe(
      'Only 2 of "Rose Gold Band" are left. Please change the quantity.',
    );
    expect(await refusal([line(PRODUCTS.ring), line(PRODUCTS.soldOut)], 409)).toBe(
      '"Kids Anklet" is sold out. Please remove it from your cart to continue.',
    );
    expect(await refusal([line(archived)], 400)).toBe(
      '"Old Locket" is no longer available. Please remove it from your cart to continue.',
    );
    expect(await refusal([line(draft)], 400)).toBe(
      '"Draft Bangle" is no longer available. Please remove it from your cart to continue.',
    );
    expect(await t.pendings.countDocuments()).toBe(before);
  });
});

describe('a paid order takes its stock', () => {
  it('exactly once when verify and the webhooks race, and again never (a repeated take changes nothing)', async () => {
    const { created, handler } = await payFor(t, [line(band, 1, { size: '6' }), line(band, 1, { size: '7' })]);
    // The sandbox's webhooks are on their way while the browser verifies, twice.
    const [first, second] = await Promise.all([verify(handler), verify(handler), t.sandbox.webhooksIdle()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const orderId = created.order.id;
    const outboxRows = t.app.get<Model<OutboxEvent>>(getModelToken(OutboxEvent.name));
    const takeRow = `OrderPaid:${orderId}>stock-take`;
    await eventually(async () => (await t.orders.findById(orderId).lean())?.stockDue === false);
    // The delivery marks its row done just after the order: wait for it, or it would undo the reset below.
    await eventually(async () => (await outboxRows.findById(takeRow).lean())?.deliveredAt !== undefined);
    expect(takesOf(orderId)).toEqual([
      { orderId, orderNumber: first.body.orderId, lines: [{ productId: band._id, quantity: 2 }] },
    ]);
    expect(stockOf(band._id)).toBe(0);
    expect(quoteResponseSchema.parse((await quote([line(band)])).body).pricing.lines[0].availability).toBe('sold-out');
    await reconcileLater();
    expect(takesOf(orderId)).toHaveLength(1);
    // Had the catalog's answer been lost, the take is delivered again: the catalog takes nothing more.
    await t.orders.updateOne({ _id: orderId }, { $set: { stockDue: true } });
    await outboxRows.updateOne(
      { _id: takeRow },
      // A try number no earlier delivery has claimed (the first may have needed more than one try).
      { $unset: { deliveredAt: 1 }, $set: { attempts: 99, dueAt: new Date() } },
    );
    await reconcileLater();
    expect(takesOf(orderId)).toHaveLength(2);
    expect(stockOf(band._id)).toBe(0);
    expect((await t.orders.findById(orderId).lean())?.stockDue).toBe(false);
  });

  it('recorded while the catalog is down, the order is kept and reconciliation takes its stock later', async () => {
    t.sandbox.setWebhookUrl(null);
    const before = stockOf(PRODUCTS.ring._id);
    const { created, handler } = await payFor(t, [line(PRODUCTS.ring, 3)]);
    t.catalog.down = true;
    await verify(handler).expect(200);
    const orderId = created.order.id;
    // OrderPaid was delivered (the e-mail went out): the take failed and is still due.
    await eventually(async () => (await t.orders.findById(orderId).lean())?.confirmationSentAt !== undefined);
    expect(await t.orders.findById(orderId).lean()).toMatchObject({ stockDue: true });
    expect(takesOf(orderId)).toHaveLength(0);
    await reconcileLater(); // still down: nothing changes, nothing is lost
    expect((await t.orders.findById(orderId).lean())?.stockDue).toBe(true);
    t.catalog.down = false;
    await reconcileLater(600_000); // past the outbox's longer pause after a second failure
    const order = await t.orders.findById(orderId).lean();
    expect(order).toMatchObject({ stockDue: false });
    expect(order?.stockTakenAt).toBeInstanceOf(Date);
    expect(takesOf(orderId)).toHaveLength(1);
    expect(stockOf(PRODUCTS.ring._id)).toBe(before - 3);
  });

  it('a payment taken for more than is left is still recorded; the stock stays at 0 and the order is flagged', async () => {
    t.sandbox.setWebhookUrl(null);
    const { created, handler } = await payFor(t, [line(band, 2)]);
    t.catalog.setStock(band._id, 1); // sold in the shop meanwhile
    await verify(handler).expect(200);
    const orderId = created.order.id;
    await eventually(async () => (await t.orders.findById(orderId).lean())?.stockDue === false);
    expect((await t.orders.findById(orderId).lean())?.oversold).toEqual([band._id]);
    expect(stockOf(band._id)).toBe(0);
  });
});
