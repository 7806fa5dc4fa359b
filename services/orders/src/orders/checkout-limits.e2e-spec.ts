// Limits per account, not only per address: create-razorpay-order calls per account, open unpaid
// checkouts per account (the same cart reuses its open one), quotes per client; WELCOME500 once
// per account: reserved by the checkout that carries it, used when paid, released when abandoned.
import { getModelToken } from '@nestjs/mongoose';
import {
  apiErrorResponseSchema,
  checkoutServerMessages,
  createPaymentOrderResponseSchema,
  promoHeldByOpenCheckout,
  promoUsedOnAccount,
} from '@rmj/contracts';
import type { Model } from 'mongoose';
import { PromoRedemption } from '../pricing/promo-redemption.schema';
import { ReconciliationService } from '../reconcile/reconciliation.service';
import { PendingOrder } from './pending-order.schema';
import {
  createPaymentOrder,
  createTestApp,
  customer,
  eventually,
  PRODUCTS,
  type OrdersTestApp,
} from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  // Windows are fixed and aligned to the epoch: a minute's window could turn between a test's calls on a busy
  // machine (seen: the fourth quote landed in a new minute and was allowed), so the windows here are an hour long.
  t = await createTestApp('limits', {
    CHECKOUT_CREATE_LIMIT: '6',
    CHECKOUT_OPEN_MAX: '2',
    QUOTE_LIMIT: '3',
    QUOTE_WINDOW_MS: '3600000',
    CHECKOUT_CREATE_WINDOW_MS: '3600000',
  });
});
afterAll(() => t.close());

const ring = (quantity = 1) => ({ productId: PRODUCTS.ring._id, quantity });
const create = (userId: string, lines: unknown[], extra: Record<string, unknown> = {}) =>
  createPaymentOrder(t, lines as Array<Record<string, unknown>>, extra, t.bearer(userId, `${userId}@example.in`));
const orderIdOf = (res: { body: unknown }) => createPaymentOrderResponseSchema.parse(res.body).order.id;
const quote = (items: unknown[], promoCode?: string, userId?: string) => {
  const req = t.http().post('/api/orders/quote');
  if (userId) req.set('Authorization', t.bearer(userId, `${userId}@example.in`));
  return req.send({ items, ...(promoCode ? { promoCode } : {}) });
};
/** Pays in the sandbox and verifies, as the browser would. */
async function payAndVerify(userId: string, orderId: string) {
  const paid = t.sandbox.pay(orderId, 'success');
  if (!paid.ok) throw new Error('sandbox refused the payment');
  return t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', t.bearer(userId, `${userId}@example.in`))
    .send(paid.body)
    .expect(200);
}

describe('create-razorpay-order per account', () => {
  it('allows CHECKOUT_CREATE_LIMIT calls per window, then 429 with a clear message; other accounts are not affected', async () => {
    // A body the validation refuses makes nothing and does not count (it gets its own 400).
    for (let i = 0; i < 3; i++) {
      const bad = await create('busy', [ring()], { customerDetails: { ...customer, phone: '12' } }).expect(400);
      expect(bad.body.message).toBe('Please enter a valid 10-digit phone number.');
    }
    for (let i = 0; i < 6; i++) await create('busy', [ring()]).expect(200);
    const refused = await create('busy', [ring()]).expect(429);
    expect(apiErrorResponseSchema.parse(refused.body)).toMatchObject({
      statusCode: 429,
      success: false,
      message: checkoutServerMessages.tooManyCheckouts,
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await create('calm', [ring()]).expect(200);
  });

  it('the same cart reuses its open checkout (no new provider order); different carts open new ones up to the limit', async () => {
    const ordersBefore = t.sandbox.ledger.orders.size;
    const first = orderIdOf(await create('shopper', [ring()]).expect(200));
    expect(orderIdOf(await create('shopper', [ring()]).expect(200))).toBe(first);
    expect(t.sandbox.ledger.orders.size).toBe(ordersBefore + 1);
    // A failed attempt leaves it open for another try.
    const second = orderIdOf(await create('shopper', [ring(2)]).expect(200));
    t.sandbox.pay(second, 'failure');
    expect(orderIdOf(await create('shopper', [ring(2)]).expect(200))).toBe(second);
    // Other details are another cart; two are open already.
    const third = await create('shopper', [ring()], { customerDetails: { ...customer, city: 'Chennai' } }).expect(429);
    expect(apiErrorResponseSchema.parse(third.body)).toMatchObject({
      message: checkoutServerMessages.tooManyOpenCheckouts,
    });
    expect(third.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(await t.pendings.countDocuments({ userId: 'shopper' })).toBe(2);
    // A paid checkout is no longer open.
    await payAndVerify('shopper', first);
    await create('shopper', [ring()], { customerDetails: { ...customer, city: 'Chennai' } }).expect(200);
  });
});

describe('quotes per client', () => {
  it('allows QUOTE_LIMIT per address without a login, then 429; a logged-in shopper counts on their own account', async () => {
    for (let i = 0; i < 3; i++) await quote([ring()]).expect(200);
    const refused = await quote([ring()]).expect(429);
    expect(apiErrorResponseSchema.parse(refused.body)).toMatchObject({ message: checkoutServerMessages.tooManyQuotes });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await quote([ring()], undefined, 'quoter').expect(200);
  });
});

describe('WELCOME500', () => {
  it('is redeemable once per account: claimed when the order is paid, then refused at pricing with a clear message', async () => {
    await quote([ring(2)], 'WELCOME500', 'welcome-1').expect(200);
    const orderId = orderIdOf(await create('welcome-1', [ring(2)], { promoCode: 'WELCOME500' }).expect(200));
    await payAndVerify('welcome-1', orderId);
    const redemptions = t.app.get<Model<PromoRedemption>>(getModelToken(PromoRedemption.name));
    // Claimed by whichever path recorded the order (verify, or the webhook a moment earlier); the
    // reservation made with the checkout exists from the start, so wait for the claim itself.
    await eventually(async () => (await redemptions.countDocuments({ userId: 'welcome-1', state: 'redeemed' })) === 1);
    expect(await redemptions.find({ code: 'WELCOME500', userId: 'welcome-1' }).lean()).toMatchObject([
      { orderId, state: 'redeemed' },
    ]);

    const used = promoUsedOnAccount('WELCOME500');
    expect(
      apiErrorResponseSchema.parse((await quote([ring(3)], 'welcome500', 'welcome-1').expect(400)).body).message,
    ).toBe(used);
    expect(
      apiErrorResponseSchema.parse((await create('welcome-1', [ring(3)], { promoCode: 'WELCOME500' }).expect(400)).body)
        .message,
    ).toBe(used);
    // Other accounts, and other codes on this account, are not affected.
    await quote([ring(2)], 'WELCOME500', 'welcome-2').expect(200);
    await create('welcome-1', [ring(3)], { promoCode: 'SILVER10' }).expect(200);
  });

  it('is reserved by the first open checkout: the next ones are refused until it is paid, and it stays used', async () => {
    const a = orderIdOf(await create('welcome-3', [ring(2)], { promoCode: 'WELCOME500' }).expect(200));
    const held = promoHeldByOpenCheckout('WELCOME500');
    // Different carts, each a new checkout: none may carry the code while the first is unpaid.
    for (const quantity of [3, 4, 5, 6]) {
      const refused = await create('welcome-3', [ring(quantity)], { promoCode: 'WELCOME500' }).expect(400);
      expect(apiErrorResponseSchema.parse(refused.body).message).toBe(held);
    }
    // The same cart again reuses its own checkout, code and all.
    expect(orderIdOf(await create('welcome-3', [ring(2)], { promoCode: 'WELCOME500' }).expect(200))).toBe(a);
    const redemptions = t.app.get<Model<PromoRedemption>>(getModelToken(PromoRedemption.name));
    expect(await redemptions.find({ userId: 'welcome-3' }).lean()).toMatchObject([{ orderId: a, state: 'reserved' }]);
    await payAndVerify('welcome-3', a);
    await eventually(async () => (await redemptions.findById('WELCOME500|welcome-3').lean())?.state === 'redeemed');
    expect(await t.orders.findById(a).lean()).not.toHaveProperty('promoAlreadyUsed');
    const used = await quote([ring(3)], 'WELCOME500', 'welcome-3').expect(400);
    expect(apiErrorResponseSchema.parse(used.body).message).toBe(promoUsedOnAccount('WELCOME500'));
  });

  it('is released when the checkout holding it is abandoned', async () => {
    const a = orderIdOf(await create('welcome-4', [ring(2)], { promoCode: 'WELCOME500' }).expect(200));
    await create('welcome-4', [ring(3)], { promoCode: 'WELCOME500' }).expect(400);
    // Reconciliation gives up on the unpaid checkout after RECONCILE_GIVE_UP_MS.
    await t.app.get(ReconciliationService).run(new Date(Date.now() + 4 * 86_400_000));
    expect((await t.app.get<Model<PendingOrder>>(getModelToken(PendingOrder.name)).findById(a).lean())?.state).toBe(
      'abandoned',
    );
    await create('welcome-4', [ring(3)], { promoCode: 'WELCOME500' }).expect(200);
  });
});
