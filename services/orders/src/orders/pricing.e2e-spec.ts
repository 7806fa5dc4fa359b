// The server prices every order from the catalog's API: the browser's amount and prices are
// never charged; unknown and sold-out products are refused; promo codes are checked here.
import { getModelToken } from '@nestjs/mongoose';
import { apiErrorResponseSchema, createPaymentOrderResponseSchema, quoteResponseSchema } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { PromoCode } from '../pricing/promo-code.schema';
import { createPaymentOrder, createTestApp, PRODUCTS, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('pricing');
});
afterAll(() => t.close());

const ring = (quantity = 1, extra: Record<string, unknown> = {}) => ({
  productId: PRODUCTS.ring._id,
  name: 'Ring',
  quantity,
  ...extra,
});

describe('creating a payment order', () => {
  it('charges the catalogue price plus ₹100 shipping, whatever amount the browser sends', async () => {
    // A tampered cart: a price of ₹1 on a line and a total of ₹1.
    const ok = await createPaymentOrder(t, [ring(2), { productId: PRODUCTS.pendant._id, quantity: 1, price: 1 }], {
      amount: 1,
      receipt: 'cart-1',
    }).expect(200);
    expect(createPaymentOrderResponseSchema.parse(ok.body).pricing).toMatchObject({
      subtotal: 17_000,
      shipping: 100,
      discount: 0,
      total: 17_100,
    });
    expect(ok.body.order).toMatchObject({ amount: 1_710_000, currency: 'INR' });
    expect(t.sandbox.ledger.order(ok.body.order.id).amount).toBe(1_710_000);
    const pending = await t.pendings.findById(ok.body.order.id).lean();
    expect(pending?.pricing.lines[0]).toMatchObject({
      name: 'Silver Promise Ring',
      price: 2500,
      quantity: 2,
      total: 5000,
      image: PRODUCTS.ring.images[0],
    });
  });

  it('keeps a snapshot of each line with its personalisation and file ids, without embedded data', async () => {
    const customization = {
      type: 'engraving',
      customName: 'ANU & RAVI',
      selectedFont: 'serif',
      fileId: '11111111111111111111111111111111',
      proofFileId: '99999999999999999999999999999999',
      fileData: 'data:x',
    };
    const ok = await createPaymentOrder(t, [ring(1, { size: '7', customization })]).expect(200);
    const pending = await t.pendings.findById(ok.body.order.id).lean();
    expect(pending?.pricing.lines[0]).toMatchObject({
      size: '7',
      customization: {
        type: 'engraving',
        customName: 'ANU & RAVI',
        fileId: '11111111111111111111111111111111',
        proofFileId: '99999999999999999999999999999999',
      },
    });
    expect(pending?.pricing.lines[0].customization).not.toHaveProperty('fileData');
  });

  it('refuses an unknown product, a built-in sample (400) and a sold-out product (409) with a clear message', async () => {
    const unknown = await createPaymentOrder(t, [
      { productId: 'b00000000000000000000009', name: 'Lost Ring', quantity: 1 },
    ]).expect(400);
    expect(apiErrorResponseSchema.parse(unknown.body).message).toBe(
      '"Lost Ring" is no longer available. Please remove it from your cart to continue.',
    );
    const sample = await createPaymentOrder(t, [{ productId: '501', quantity: 1 }]).expect(400);
    expect(apiErrorResponseSchema.parse(sample.body).message).toBe(
      'A product in your cart is no longer available. Please remove it from your cart to continue.',
    );
    // Stock is a count; a sold-out piece is a conflict with the stock (409), not a bad request.
    const soldOut = await createPaymentOrder(t, [{ productId: PRODUCTS.soldOut._id, quantity: 1 }]).expect(409);
    expect(apiErrorResponseSchema.parse(soldOut.body).message).toBe(
      '"Kids Anklet" is sold out. Please remove it from your cart to continue.',
    );
  });

  it('refuses bad customer details with the spec’s message and creates nothing', async () => {
    const before = await t.pendings.countDocuments();
    const res = await createPaymentOrder(t, [ring()], {
      customerDetails: {
        name: 'A',
        email: 'a@b.in',
        phone: '123',
        address: 'x',
        city: 'y',
        state: 'z',
        zipCode: '625001',
      },
    }).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe('Please enter a valid 10-digit phone number.');
    expect(await t.pendings.countDocuments()).toBe(before);
  });

  it('answers 503 with a clear message when the catalog cannot be reached', async () => {
    const url = t.config.CATALOG_URL;
    (t.config as { CATALOG_URL: string }).CATALOG_URL = 'http://127.0.0.1:1';
    try {
      const res = await createPaymentOrder(t, [ring()]).expect(503);
      expect(apiErrorResponseSchema.parse(res.body).message).toBe(
        'We could not check prices right now. Please try again in a moment.',
      );
    } finally {
      (t.config as { CATALOG_URL: string }).CATALOG_URL = url;
    }
  });
});

describe('promo codes', () => {
  const quote = (items: unknown[], promoCode?: string) =>
    t
      .http()
      .post('/api/orders/quote')
      .send({ items, ...(promoCode ? { promoCode } : {}) });

  it('applies the percentage code (capped) and the flat code, and charges the discount', async () => {
    const percent = await quote([ring(2)], 'silver10').expect(200);
    expect(quoteResponseSchema.parse(percent.body).pricing).toMatchObject({
      subtotal: 5000,
      discount: 500,
      shipping: 100,
      total: 4600,
      promo: { code: 'SILVER10' },
    });
    const capped = await quote([{ productId: PRODUCTS.pendant._id, quantity: 2 }], 'SILVER10').expect(200);
    expect(capped.body.pricing.discount).toBe(1500);
    const flat = await quote([ring(2)], 'WELCOME500').expect(200);
    expect(flat.body.pricing).toMatchObject({ discount: 500, total: 4600 });
    const charged = await createPaymentOrder(t, [ring(2)], { promoCode: 'WELCOME500' }).expect(200);
    expect(charged.body.order.amount).toBe(460_000);
  });

  it('says why a code does not apply: unknown, below its minimum, expired', async () => {
    expect(apiErrorResponseSchema.parse((await quote([ring()], 'NOPE').expect(400)).body).message).toBe(
      'Promo code "NOPE" is not valid.',
    );
    expect(apiErrorResponseSchema.parse((await quote([ring()], 'WELCOME500').expect(400)).body).message).toBe(
      'Promo code "WELCOME500" needs an order of at least ₹5,000 before shipping.',
    );
    await t.app.get<Model<PromoCode>>(getModelToken(PromoCode.name)).create({
      _id: 'DIWALI2020',
      kind: 'flat',
      value: 100,
      minOrder: 0,
      expiresAt: new Date('2020-11-15'),
      description: 'old',
    });
    expect(apiErrorResponseSchema.parse((await quote([ring()], 'diwali2020').expect(400)).body).message).toBe(
      'Promo code "DIWALI2020" has expired.',
    );
    expect(
      apiErrorResponseSchema.parse(
        (await createPaymentOrder(t, [ring()], { promoCode: 'DIWALI2020' }).expect(400)).body,
      ).message,
    ).toBe('Promo code "DIWALI2020" has expired.');
  });
});
