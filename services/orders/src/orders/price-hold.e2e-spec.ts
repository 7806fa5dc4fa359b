// A quote holds its prices: paying within the hold charges what the shopper was shown even when the
// owner sets a new gold rate meanwhile; past it, a moved total is refused with 409 PRICE_CHANGED,
// today's pricing and a new hold, and paying with that hold goes through. Also: whose hold it is,
// the hold swept a day after it ran out, a pending order never repriced, and the buyer's PAN from
// ₹2,00,000 on. The clock is PriceHolds.now (the seam), so "just inside" is the last millisecond.
import { getModelToken } from '@nestjs/mongoose';
import {
  API_ERROR_CODES,
  apiErrorResponseSchema,
  createPaymentOrderResponseSchema,
  maskPan,
  PAN_MESSAGE,
  PAN_REQUIRED_MESSAGE,
  priceChangedErrorSchema,
  quoteResponseSchema,
  rateChangedMessage,
  trackOrderResponseSchema,
  verifyPaymentResponseSchema,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import { PriceHold } from '../pricing/price-hold.schema';
import { HOLD_KEPT_AFTER_EXPIRY_MS, PriceHolds } from '../pricing/price-holds.service';
import { byWeightProduct, testProduct } from '../testing/catalog-stub';
import { createPaymentOrder, createTestApp, eventually, PRODUCTS, type OrdersTestApp } from '../testing/test-app';
import type { Order } from './order.schema';

const CHAIN_ID = 'c00000000000000000000001';
/** A 10 g 22K chain at ₹6,500 a gram: ₹65,000 (+ ₹100 shipping). */
const chainAt = (paisePerGram: number, setAt = '2026-11-29T04:30:00.000Z') =>
  byWeightProduct(CHAIN_ID, 'Gold Rope Chain', { netWeightMg: 10_000, paisePerGram, setAt });
const BELOW = testProduct('c00000000000000000000002', 'Temple Necklace', 199_899);
const AT = testProduct('c00000000000000000000003', 'Bridal Set', 199_900);

let t: OrdersTestApp;
let holds: Model<PriceHold>;
let clock: PriceHolds;
beforeAll(async () => {
  t = await createTestApp('price_hold', {}, { products: [...Object.values(PRODUCTS), chainAt(650_000), BELOW, AT] });
  holds = t.app.get(getModelToken(PriceHold.name));
  clock = t.app.get(PriceHolds);
});
afterEach(() => {
  jest.restoreAllMocks();
  t.catalog.products.set(CHAIN_ID, chainAt(650_000));
});
afterAll(() => t.close());

const chain = [{ productId: CHAIN_ID, quantity: 1 }];

async function quote(items: Array<Record<string, unknown>>, auth = t.bearer(), extra: Record<string, unknown> = {}) {
  const res = await t
    .http()
    .post('/api/orders/quote')
    .set('Authorization', auth)
    .send({ items, ...extra })
    .expect(200);
  return quoteResponseSchema.parse(res.body);
}

/** The clock at `ms` since the epoch for the next calls. */
const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(new Date(ms));

describe('the quote', () => {
  it('holds its prices for 10 minutes, with each line’s pricing record', async () => {
    const now = Date.parse('2026-11-29T06:00:00.000Z');
    at(now);
    const answer = await quote(chain);
    expect(answer.pricing.total).toBe(65_100);
    expect(answer.hold?.expiresAt).toBe('2026-11-29T06:10:00.000Z');
    expect(answer.hold?.id).toMatch(/^[\w-]{24}$/);
    expect(answer.pricing.lines[0].pricingRecord).toMatchObject({
      breakup: { pricing: 'by-weight', netWeightMg: 10_000, ratePaisePerGram: 650_000, total: 6_500_000 },
      rateSetAt: '2026-11-29T04:30:00.000Z',
      huids: [],
    });
    const stored = await holds.findById(answer.hold!.id).lean<PriceHold>().exec();
    expect(stored).toMatchObject({ userId: 'user-1', pricing: { total: 65_100 } });
    expect(stored?.pricing.lines[0]).not.toHaveProperty('availability');
  });

  it('answers no hold when a line cannot be bought', async () => {
    const answer = await quote([{ productId: PRODUCTS.soldOut._id, quantity: 1 }]);
    expect(answer.success).toBe(false);
    expect(answer.hold).toBeUndefined();
  });

  it('asked again with its live hold, shows the held prices and the same hold', async () => {
    const first = await quote(chain);
    t.catalog.products.set(CHAIN_ID, chainAt(660_000));
    const again = await quote(chain, t.bearer(), { holdId: first.hold!.id });
    expect(again.pricing.total).toBe(65_100);
    expect(again.hold).toEqual(first.hold);
  });
});

describe('paying with a hold', () => {
  it('just inside the hold, charges the held price though the gold rate went up', async () => {
    const now = Date.now();
    at(now);
    const { hold } = await quote(chain);
    t.catalog.products.set(CHAIN_ID, chainAt(660_000, '2026-11-29T07:00:00.000Z'));
    at(Date.parse(hold!.expiresAt) - 1);
    const res = await createPaymentOrder(t, chain, { holdId: hold!.id }).expect(200);
    const created = createPaymentOrderResponseSchema.parse(res.body);
    expect(created.pricing.total).toBe(65_100);
    expect(created.order.amount).toBe(6_510_000);
    expect(created.pricing.lines[0].pricingRecord?.rateSetAt).toBe('2026-11-29T04:30:00.000Z');
  });

  it('still checks stock now: a held piece sold out meanwhile is refused', async () => {
    const { hold } = await quote(chain);
    t.catalog.setStock(CHAIN_ID, 0);
    await createPaymentOrder(t, chain, { holdId: hold!.id }).expect(409);
  });

  it('just outside the hold, a moved total is refused with PRICE_CHANGED, the new price and a new hold', async () => {
    const now = Date.now();
    at(now);
    const { hold } = await quote(chain);
    t.catalog.products.set(CHAIN_ID, chainAt(660_000));
    at(Date.parse(hold!.expiresAt));
    const res = await createPaymentOrder(t, chain, { holdId: hold!.id }).expect(409);
    const refused = priceChangedErrorSchema.parse(res.body);
    expect(refused.code).toBe(API_ERROR_CODES.priceChanged);
    expect(refused.message).toBe(rateChangedMessage('gold', '₹65,100', '₹66,100'));
    expect(refused.message).toBe("Today's gold rate changed while you were checking out: ₹65,100 is now ₹66,100");
    expect(refused.pricing.total).toBe(66_100);
    expect(refused.hold.id).not.toBe(hold!.id);
    // Nothing was opened at the provider for the refused cart.
    expect(await t.pendings.countDocuments({ 'pricing.total': 66_100 })).toBe(0);

    // Paying with the new hold goes through at the new price.
    const paid = await createPaymentOrder(t, chain, { holdId: refused.hold.id }).expect(200);
    expect(createPaymentOrderResponseSchema.parse(paid.body).order.amount).toBe(6_610_000);
  });

  it('past the hold with the same total, goes ahead', async () => {
    const { hold } = await quote(chain, t.bearer('user-same'));
    at(Date.parse(hold!.expiresAt) + 60_000);
    await createPaymentOrder(t, chain, { holdId: hold!.id }, t.bearer('user-same')).expect(200);
  });

  it('another account’s hold, or a hold of another cart, counts as none: today’s price', async () => {
    const { hold } = await quote(chain, t.bearer('user-a'));
    t.catalog.products.set(CHAIN_ID, chainAt(660_000));
    const other = await createPaymentOrder(t, chain, { holdId: hold!.id }, t.bearer('user-b')).expect(200);
    expect(other.body.pricing.total).toBe(66_100);
    const twoChains = [{ productId: CHAIN_ID, quantity: 2 }];
    const changedCart = await createPaymentOrder(t, twoChains, { holdId: hold!.id }, t.bearer('user-a')).expect(200);
    expect(changedCart.body.pricing.total).toBe(132_100);
  });

  it('never reprices a pending or a paid order when the rate changes', async () => {
    const auth = t.bearer('user-paid');
    const { hold } = await quote(chain, auth);
    const created = createPaymentOrderResponseSchema.parse(
      (await createPaymentOrder(t, chain, { holdId: hold!.id }, auth).expect(200)).body,
    );
    t.catalog.products.set(CHAIN_ID, chainAt(700_000));
    const handler = t.sandbox.pay(created.order.id, 'success');
    if (!handler.ok) throw new Error('sandbox refused the payment');
    const verified = verifyPaymentResponseSchema.parse(
      (await t.http().post('/api/verify-payment').set('Authorization', auth).send(handler.body).expect(200)).body,
    );
    const order = await t.orders.findOne({ orderNumber: verified.orderId }).lean<Order>().exec();
    expect(order?.total).toBe(65_100);
    expect(order?.lines[0].pricingRecord?.breakup).toMatchObject({ ratePaisePerGram: 650_000 });
  });
});

describe('sweeping holds', () => {
  it('deletes holds a day after they ran out, and keeps the others', async () => {
    const old = await quote(chain, t.bearer('user-sweep'));
    const recent = await quote([{ productId: PRODUCTS.ring._id, quantity: 1 }], t.bearer('user-sweep'));
    await holds.updateOne(
      { _id: old.hold!.id },
      { $set: { expiresAt: new Date(Date.now() - HOLD_KEPT_AFTER_EXPIRY_MS - 1) } },
    );
    await clock.sweep();
    expect(await holds.findById(old.hold!.id).lean().exec()).toBeNull();
    expect(await holds.findById(recent.hold!.id).lean().exec()).not.toBeNull();
  });
});

describe('the buyer’s PAN', () => {
  const pan = 'ABCDE1234F';

  it('is not asked below ₹2,00,000, and a PAN sent is not kept', async () => {
    const res = await createPaymentOrder(t, [{ productId: BELOW._id, quantity: 1 }], { pan }).expect(200);
    expect(res.body.pricing.total).toBe(199_999);
    const pending = await t.pendings.findById(res.body.order.id).lean().exec();
    expect(pending).not.toHaveProperty('pan');
  });

  it('is required at ₹2,00,000', async () => {
    const res = await createPaymentOrder(t, [{ productId: AT._id, quantity: 1 }]).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(PAN_REQUIRED_MESSAGE);
  });

  it('must have the PAN’s shape', async () => {
    const res = await createPaymentOrder(t, [{ productId: AT._id, quantity: 1 }], { pan: 'ABCD1234F' }).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(PAN_MESSAGE);
  });

  it('is kept only masked on the pending and the paid order, and shown masked to the owner', async () => {
    const auth = t.bearer('user-pan');
    const created = createPaymentOrderResponseSchema.parse(
      (await createPaymentOrder(t, [{ productId: AT._id, quantity: 1 }], { pan: ' abcde1234f ' }, auth).expect(200))
        .body,
    );
    expect(created.pricing.total).toBe(200_000);
    const pending = await t.pendings.findById(created.order.id).lean().exec();
    expect(pending?.pan).toBe(maskPan(pan));
    expect(pending?.pan).toBe('XXXXX1234F');
    const handler = t.sandbox.pay(created.order.id, 'success');
    if (!handler.ok) throw new Error('sandbox refused the payment');
    const verified = verifyPaymentResponseSchema.parse(
      (await t.http().post('/api/verify-payment').set('Authorization', auth).send(handler.body).expect(200)).body,
    );
    let order: Order | null = null;
    await eventually(async () => {
      order = await t.orders.findOne({ orderNumber: verified.orderId }).lean<Order>().exec();
      return Boolean(order);
    });
    expect(order!.pan).toBe('XXXXX1234F');
    expect(JSON.stringify(order)).not.toContain('ABCDE1234F');
    const owner = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${verified.orderId}`).set('Authorization', auth).expect(200)).body,
    );
    expect(owner.pan).toBe('XXXXX1234F');
    const masked = trackOrderResponseSchema.parse(
      (await t.http().get(`/api/track-order/${verified.orderId}`).expect(200)).body,
    );
    expect(masked).not.toHaveProperty('pan');
  });
});
