// Today's metal rates (real app, real FerretDB, the demo catalogue with its seeded rates): only the
// owner sets them, every change is kept and audited, derived purities are worked out from the 999
// rate, and a change re-prices every piece sold by weight everywhere a shopper or checkout sees it.
import {
  adminRatesSchema,
  internalProductSchema,
  PRICE_OWNER_ONLY_MESSAGE,
  productSchema,
  ROLE_REFUSED_MESSAGE,
  searchResponseSchema,
  staffAuditPageSchema,
  todaysRatesSchema,
  type Product,
} from '@rmj/contracts';
import { cardPercentOff, priceBreakup, type ByWeightBreakup, type MetalRates } from '@rmj/pricing';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';
import { SERVICE_HEADERS } from '../testing/test-app';
import { rateRecords } from './rates-records';

const RATES = '/api/admin/rates';
const PRODUCTS = '/api/admin/catalogue/products';

/** What @rmj/pricing makes of a product answer's piece at `rates` (the answer's own breakup input). */
function expectedAt(p: Product, rates: MetalRates): ByWeightBreakup {
  const b = p.breakup;
  if (b?.pricing !== 'by-weight') throw new Error(`${p.id} is not priced by weight`);
  const [metal, fineness] = b.rateKey.split('-');
  return priceBreakup(
    {
      pricing: 'by-weight',
      composition: {
        metal,
        fineness: Number(fineness),
        netWeightMg: b.netWeightMg,
        grossWeightMg: b.grossWeightMg,
        stones: b.stones,
      } as never,
      making: b.making.charge,
      hallmarkingPaise: b.hallmarking,
      ...(b.discount.basisPoints ? { discount: { basisPoints: b.discount.basisPoints } } : {}),
    },
    rates,
  ) as ByWeightBreakup;
}

describe("today's metal rates (real FerretDB)", () => {
  let s: StaffApp;
  beforeAll(async () => {
    // 120 pieces: the first 72 stay fixed-price, the rest include pieces sold by weight.
    s = await createStaffApp('metal_rates', 120);
  });
  afterAll(() => s.close());

  const as = (role: keyof StaffApp['as']) => ({
    get: (path: string) => s.http().get(path).set('Authorization', s.as[role]),
    put: (path: string, body: object) => s.http().put(path).set('Authorization', s.as[role]).send(body),
    post: (path: string, body: object) => s.http().post(path).set('Authorization', s.as[role]).send(body),
    patch: (path: string, body: object) => s.http().patch(path).set('Authorization', s.as[role]).send(body),
  });
  const setRates = (body: object) => as('owner').put(RATES, body);
  /** A save answers within RATES_RELOAD_WAIT_MS even if the reload goes on: shoppers' reads below wait for it. */
  const save = async (body: object) => {
    const res = await setRates(body).expect(200);
    await s.readModel.refresh();
    return res;
  };
  const SEED = { rates: { 'gold-999': 7800, 'silver-999': 95 }, derived: ['gold-916', 'gold-750', 'silver-925'] };
  const allProducts = async (): Promise<Product[]> =>
    (await s.http().get('/api/all-products').expect(200)).body.products.map((p: unknown) => productSchema.parse(p));
  const byWeight = async () => (await allProducts()).filter((p) => p.pricingMode === 'by-weight');

  describe('the endpoints', () => {
    it('answers the seeded rates to anyone, the owner sets new ones and the 999 rate derives 22K and 18K', async () => {
      const seeded = todaysRatesSchema.parse((await s.http().get('/api/rates').expect(200)).body);
      expect(seeded.rates).toEqual([
        { key: 'gold-999', paisePerGram: 780_000, derived: false },
        { key: 'gold-916', paisePerGram: 715_200, derived: true },
        { key: 'gold-750', paisePerGram: 585_600, derived: true },
        { key: 'silver-999', paisePerGram: 9500, derived: false },
        { key: 'silver-925', paisePerGram: 8800, derived: true },
      ]);
      expect(seeded.setAt).toEqual(expect.any(String));

      // 22K typed in too: a derived key's typed value is ignored.
      const res = await save({
        rates: { 'gold-999': 8000, 'gold-916': 1, 'gold-585': 4700.5, 'silver-999': 96 },
        derived: ['gold-916', 'gold-750', 'silver-925'],
      });
      const saved = adminRatesSchema.parse(res.body);
      // 8,000 × 916 / 999 = 7,335.34 → ₹7,335; × 750 / 999 = 6,006.01 → ₹6,006; 96 × 925 / 999 = 88.89 → ₹89.
      expect(saved.rates).toEqual([
        { key: 'gold-999', paisePerGram: 800_000, derived: false },
        { key: 'gold-916', paisePerGram: 733_500, derived: true },
        { key: 'gold-750', paisePerGram: 600_600, derived: true },
        { key: 'gold-585', paisePerGram: 470_050, derived: false },
        { key: 'silver-999', paisePerGram: 9600, derived: false },
        { key: 'silver-925', paisePerGram: 8900, derived: true },
      ]);
      expect(saved.setBy).toBe('owner@rmj.in');
      expect(saved.history).toHaveLength(2);
      expect(saved.history[0]).toEqual({ at: saved.setAt, by: 'owner@rmj.in', rates: saved.rates });
      expect(saved.history[1].rates).toEqual(seeded.rates);

      const publicNow = todaysRatesSchema.parse((await s.http().get('/api/rates').expect(200)).body);
      expect(publicNow).toEqual({ rates: saved.rates, setAt: saved.setAt });
      expect(publicNow).not.toHaveProperty('setBy');
      // Staff and support read the owner's screen.
      for (const role of ['staff', 'support'] as const)
        expect(adminRatesSchema.parse((await as(role).get(RATES).expect(200)).body)).toEqual(saved);
      await save(SEED);
    });

    it('lets only the owner set rates, and only staff read the history', async () => {
      for (const role of ['staff', 'support'] as const) {
        const refused = await as(role).put(RATES, SEED).expect(403);
        expect(refused.body.message).toBe(ROLE_REFUSED_MESSAGE);
      }
      await as('shopper').get(RATES).expect(403);
      await as('shopper').put(RATES, SEED).expect(403);
      await s.http().get(RATES).expect(401);
      await s.http().put(RATES).send(SEED).expect(401);
      const history = adminRatesSchema.parse((await as('owner').get(RATES).expect(200)).body).history;
      expect(history.every((h) => h.by !== 'staff@rmj.in' && h.by !== 'support@rmj.in')).toBe(true);
    });

    it('keeps every change in the history and the audit trail, with who and the rates before and after', async () => {
      const before = adminRatesSchema.parse((await as('owner').get(RATES).expect(200)).body);
      await save({ rates: { 'gold-999': 7900, 'silver-999': 95 }, derived: ['gold-916'] });
      // The same rates again: kept too (the owner confirming today's rates).
      await save({ rates: { 'gold-999': 7900, 'silver-999': 95 }, derived: ['gold-916'] });
      const after = adminRatesSchema.parse((await as('owner').get(RATES).expect(200)).body);
      expect(after.history).toHaveLength(before.history.length + 2);
      expect(after.history.slice(2)).toEqual(before.history);
      expect(after.rates.map((r) => r.key)).toEqual(['gold-999', 'gold-916', 'silver-999']);
      const audit = staffAuditPageSchema.parse(
        (await as('owner').get('/api/admin/catalogue/audit?action=rates.&limit=10').expect(200)).body,
      );
      expect(audit.entries[0]).toMatchObject({
        actor: { email: 'owner@rmj.in', role: 'owner' },
        action: 'rates.updated',
        before: { rates: { 'gold-999': 790_000, 'gold-916': 724_400, 'silver-999': 9500 }, derived: ['gold-916'] },
        after: { rates: { 'gold-999': 790_000, 'gold-916': 724_400, 'silver-999': 9500 }, derived: ['gold-916'] },
      });
      expect(audit.entries[1]).toMatchObject({
        action: 'rates.updated',
        before: { rates: { 'gold-999': 780_000, 'gold-750': 585_600 } },
        after: { rates: { 'gold-999': 790_000 }, derived: ['gold-916'] },
      });
      // Insert-only: nothing stored was ever changed.
      expect(await rateRecords(s.connection).countDocuments({})).toBe(after.history.length);
      await save(SEED);
    });

    it('refuses bad input with a clear message and keeps nothing', async () => {
      const count = await rateRecords(s.connection).countDocuments({});
      const refused = async (body: unknown) =>
        (
          await as('owner')
            .put(RATES, body as object)
            .expect(400)
        ).body.message;
      expect(await refused({ rates: { 'silver-999': 95 }, derived: ['gold-916'] })).toBe(
        'Gold 22K (916) is worked out from the Gold 24K (999) rate: enter the Gold 24K (999) rate too, or type Gold 22K (916) in.',
      );
      expect(await refused({ rates: { 'gold-999': 7800 }, derived: ['gold-999'] })).toBe(
        'Gold 24K (999) is the rate the others are worked out from: type it in rather than deriving it.',
      );
      expect(await refused({ rates: {}, derived: [] })).toBe('Enter at least one rate.');
      expect(await refused({ rates: { 'gold-999': 0 } })).toContain('A rate must be more than ₹0 a gram.');
      expect(await refused({ rates: { 'gold-999': 7800.125 } })).toContain('at most two decimals');
      expect(await refused({ rates: { 'gold-999': '7800' } })).toContain('A rate must be a number of rupees per gram.');
      expect(await refused({ rates: { 'platinum-950': 3000 } })).toEqual(expect.any(String));
      expect(await refused({ rates: { 'gold-999': 7800 }, extra: 1 })).toEqual(expect.any(String));
      expect(await rateRecords(s.connection).countDocuments({})).toBe(count);
    });
  });

  describe('prices from the rates', () => {
    it('shows both kinds of piece from the seed: by weight with its breakup and rate, fixed with its GST', async () => {
      const all = await allProducts();
      const weighed = all.filter((p) => p.pricingMode === 'by-weight');
      const fixed = all.filter((p) => p.pricingMode === 'fixed');
      expect(weighed.length).toBeGreaterThan(0);
      expect(fixed.length).toBeGreaterThan(weighed.length);
      for (const p of weighed) {
        const b = expectedAt(p, { 'gold-916': 715_200, 'gold-750': 585_600 });
        expect(p).toMatchObject({ productType: 'Gold', hallmarked: true, price: b.total / 100 });
        expect(p.rate).toMatchObject({ key: p.breakup?.pricing === 'by-weight' && p.breakup.rateKey });
        expect(p.discount).toBe(cardPercentOff(b));
        expect(p.gram! * 1000).toBeCloseTo(b.composition.netWeightMg);
      }
      for (const p of fixed) {
        expect(p.breakup).toMatchObject({ pricing: 'fixed', total: p.price * 100 });
        expect(p.rate).toBeUndefined();
      }
    });

    it("re-prices every piece sold by weight in listings, search, the product and checkout's read", async () => {
      const version = (await s.http().get('/api/catalogue/version').expect(200)).body.version;
      const piece = (await byWeight())[0];
      const saved = adminRatesSchema.parse((await save({ ...SEED, rates: { ...SEED.rates, 'gold-999': 8100 } })).body);
      const rates = Object.fromEntries(saved.rates.map((r) => [r.key, r.paisePerGram]));
      const expected = expectedAt(piece, rates);
      const price = expected.total / 100;
      expect(price).toBeGreaterThan(piece.price);
      expect((await s.http().get('/api/catalogue/version').expect(200)).body.version).not.toBe(version);

      const product = productSchema.parse((await s.http().get(`/api/products/${piece.id}`).expect(200)).body);
      expect(product.price).toBe(price);
      const key = piece.breakup?.pricing === 'by-weight' ? piece.breakup.rateKey : undefined;
      expect(product.rate).toEqual({ key, paisePerGram: expected.ratePaisePerGram, setAt: saved.setAt });
      expect(product.breakup).toMatchObject({
        ratePaisePerGram: expected.ratePaisePerGram,
        metalValue: expected.metalValue,
        gst: expected.gst,
        total: expected.total,
      });

      const internal = internalProductSchema.parse(
        (await s.http().get(`/internal/products/${piece.id}`).set(SERVICE_HEADERS).expect(200)).body,
      );
      expect(internal).toMatchObject({ price, published: true, breakup: product.breakup, rate: product.rate });

      const listed = (await s.http().get(`/api/products/category/${piece.peopleCategory}?sortBy=price-asc`).expect(200))
        .body as Product[];
      expect(listed.find((p) => p.id === piece.id)?.price).toBe(price);
      expect(listed.every((p, i) => i === 0 || listed[i - 1].price <= p.price)).toBe(true);

      const search = async (query: string) =>
        searchResponseSchema.parse((await s.http().get(`/api/products/search?${query}`).expect(200)).body);
      const exact = await search(`minPrice=${price}&maxPrice=${price}&limit=100`);
      expect(exact.products.map((p) => p.id)).toContain(piece.id);
      expect((await search(`maxPrice=${piece.price}&limit=100`)).products.map((p) => p.id)).not.toContain(piece.id);
      const sorted = (await search('sortBy=price-desc&limit=100')).products;
      expect(sorted.every((p, i) => i === 0 || sorted[i - 1].price >= p.price)).toBe(true);
      await save(SEED);
    });

    it('keeps an edit made before a rate change and prices it at the new rate', async () => {
      const piece = (await byWeight())[0];
      await as('owner').patch(`${PRODUCTS}/${piece.id}`, { name: 'Renamed Kasu Chain' }).expect(200);
      const saved = adminRatesSchema.parse((await save({ ...SEED, rates: { ...SEED.rates, 'gold-999': 8300 } })).body);
      const rates = Object.fromEntries(saved.rates.map((r) => [r.key, r.paisePerGram]));
      const product = productSchema.parse((await s.http().get(`/api/products/${piece.id}`).expect(200)).body);
      expect(product).toMatchObject({ name: 'Renamed Kasu Chain', price: expectedAt(piece, rates).total / 100 });
      // And the other way round: an edit after the rate change keeps the new rate's price.
      await as('owner').patch(`${PRODUCTS}/${piece.id}`, { name: piece.name }).expect(200);
      const again = productSchema.parse((await s.http().get(`/api/products/${piece.id}`).expect(200)).body);
      expect(again).toMatchObject({ name: piece.name, price: product.price });
      await save(SEED);
    });

    it("answers checkout from the rates in force at that moment, not the read model's copy", async () => {
      const piece = (await byWeight())[0];
      const latest = await rateRecords(s.connection).find({}).sort({ _id: -1 }).limit(1).next();
      // Another replica's save: a new change, the marker not moved yet here.
      const gold999 = 820_000;
      const rates = [
        { key: 'gold-999' as const, paisePerGram: gold999, derived: false },
        { key: 'gold-916' as const, paisePerGram: 751_900, derived: true },
        { key: 'gold-750' as const, paisePerGram: 615_600, derived: true },
      ];
      await rateRecords(s.connection).insertOne({
        _id: latest!._id + 1,
        at: new Date(),
        by: { id: 'st-owner', email: 'owner@rmj.in', role: 'owner' },
        rates,
        derived: ['gold-916', 'gold-750'],
      });
      const expected = expectedAt(piece, { 'gold-916': 751_900, 'gold-750': 615_600 });
      const internal = internalProductSchema.parse(
        (await s.http().get(`/internal/products/${piece.id}`).set(SERVICE_HEADERS).expect(200)).body,
      );
      expect(internal.price).toBe(expected.total / 100);
      expect(internal.breakup).toMatchObject({ ratePaisePerGram: expected.ratePaisePerGram, total: expected.total });
      await save(SEED);
    });

    it('hides a piece sold by weight while its purity has no rate, and refuses to publish one', async () => {
      const piece = (await byWeight())[0];
      await save({ rates: { 'silver-999': 95 }, derived: ['silver-925'] });
      expect((await allProducts()).some((p) => p.pricingMode === 'by-weight')).toBe(false);
      await s.http().get(`/api/products/${piece.id}`).expect(404);
      const internal = await s.http().get(`/internal/products/${piece.id}`).set(SERVICE_HEADERS).expect(200);
      expect(internal.body).toMatchObject({ published: false, price: 0 });
      await as('owner').patch(`${PRODUCTS}/${piece.id}`, { published: false }).expect(200);
      const refused = await as('owner').patch(`${PRODUCTS}/${piece.id}`, { published: true }).expect(409);
      expect(refused.body.message).toMatch(
        /^This piece cannot be published yet\. There is no rate today for \d{2}K\d{3}/,
      );
      await save(SEED);
      await as('owner').patch(`${PRODUCTS}/${piece.id}`, { published: true }).expect(200);
      expect((await s.http().get(`/api/products/${piece.id}`).expect(200)).body.price).toBe(piece.price);
    });
  });

  describe('making charges, hallmarking and discount', () => {
    const chain = ringDraft({
      name: 'Temple Gold Chain By Weight',
      productType: 'Gold',
      productCategory: 'Chain',
      customizationTypes: ['engraving'],
      pricingMode: 'by-weight',
      price: null,
      oldPrice: null,
      gram: 8.45,
      grossGram: 8.45,
      fineness: 916,
      making: { kind: 'value-addition', percent: 12 },
      hallmarkingCharge: 45,
      hallmarked: true,
    });

    it('keeps them as typed for staff and prices the piece with them for shoppers', async () => {
      const made = await as('owner').post(PRODUCTS, chain).expect(201);
      expect(made.body).toMatchObject({
        pricingMode: 'by-weight',
        making: { kind: 'value-addition', percent: 12 },
        hallmarkingCharge: 45,
        gram: 8.45,
        grossGram: 8.45,
        hallmarked: true,
        pricePending: false,
      });
      expect(made.body.makingDiscountPercent).toBeUndefined();
      await as('owner').patch(`${PRODUCTS}/${made.body.id}`, { published: true }).expect(200);
      // 8.450 g × ₹7,152 = 60,434.40; VA 12 % = 7,252.13; + ₹45 → 67,731.53 × 1.03 = ₹69,763.
      const shown = productSchema.parse((await s.http().get(`/api/products/${made.body.id}`).expect(200)).body);
      expect(shown).toMatchObject({
        price: 69_763,
        discount: 0,
        breakup: { metalValue: 6_043_440, making: { amount: 725_213 }, hallmarking: 4500, total: 6_976_300 },
      });
      expect(shown.oldPrice).toBeUndefined();

      // The owner's discount: 25 % off the making, shown as the whole piece's percent.
      const discounted = await as('owner')
        .patch(`${PRODUCTS}/${made.body.id}`, { makingDiscountPercent: 25 })
        .expect(200);
      expect(discounted.body.makingDiscountPercent).toBe(25);
      const after = productSchema.parse((await s.http().get(`/api/products/${made.body.id}`).expect(200)).body);
      // 25 % of 7,252.13 = 1,813.03 → taxable 65,918.50 × 1.03 = ₹67,896; 1,867 of 69,763 is 2.67 % → '2% OFF'.
      expect(after).toMatchObject({ price: 67_896, oldPrice: 69_763, originalPrice: 69_763, discount: 2 });
    });

    it('takes the discount off the whole piece when the owner says so, and says so in the breakup', async () => {
      const made = await as('owner')
        .post(PRODUCTS, {
          ...chain,
          name: 'Whole Discount Gold Chain',
          makingDiscountPercent: 10,
          discountOnWhole: true,
        })
        .expect(201);
      expect(made.body).toMatchObject({ makingDiscountPercent: 10, discountOnWhole: true });
      const path = `${PRODUCTS}/${made.body.id}`;
      await as('owner').patch(path, { published: true }).expect(200);
      // 10 % of the whole ₹67,731.53 = 6,773.15 → taxable 60,958.38 × 1.03 = ₹62,787 (the card: 9% OFF of ₹69,763).
      const shown = productSchema.parse((await s.http().get(`/api/products/${made.body.id}`).expect(200)).body);
      expect(shown).toMatchObject({
        price: 62_787,
        oldPrice: 69_763,
        originalPrice: 69_763,
        discount: 9,
        breakup: { discount: { basisPoints: 1000, on: 'whole', amount: 677_315 }, total: 6_278_700 },
      });
      const internal = await s.http().get(`/internal/products/${made.body.id}`).set(SERVICE_HEADERS).expect(200);
      expect(internal.body).toMatchObject({ price: 62_787, breakup: { discount: { on: 'whole' } } });
      // Staff may not change it either way, nor start a new piece with it.
      const refused = await as('staff').patch(path, { discountOnWhole: false }).expect(403);
      expect(refused.body.message).toBe(PRICE_OWNER_ONLY_MESSAGE);
      await as('staff')
        .post(PRODUCTS, { ...chain, name: 'Staff Whole Discount Chain', discountOnWhole: true })
        .expect(403);
      // Back to the making charges only: 10 % of 7,252.13 → ₹69,017.
      const making = await as('owner').patch(path, { discountOnWhole: false }).expect(200);
      expect(making.body.discountOnWhole).toBeUndefined();
      const after = productSchema.parse((await s.http().get(`/api/products/${made.body.id}`).expect(200)).body);
      expect(after).toMatchObject({ price: 69_017, breakup: { discount: { on: 'making', amount: 72_521 } } });
      // A fixed-price piece has an old price instead.
      const fixed = await as('owner')
        .patch(path, {
          pricingMode: 'fixed',
          price: 60_000,
          making: null,
          hallmarkingCharge: null,
          makingDiscountPercent: null,
          discountOnWhole: true,
        })
        .expect(400);
      expect((fixed.body.issues as { message: string }[]).map((i) => i.message)).toContain(
        'A discount on the whole piece applies only to a piece priced by weight; give a fixed-price piece an old price instead.',
      );
    });

    it("refuses a staff member's change of making, hallmarking or discount, and a staff discount on a new piece", async () => {
      const made = await as('owner')
        .post(PRODUCTS, { ...chain, name: 'Staff Edited Gold Chain' })
        .expect(201);
      const path = `${PRODUCTS}/${made.body.id}`;
      for (const change of [
        { making: { kind: 'per-gram', rupeesPerGram: 700 } },
        { hallmarkingCharge: 50 },
        { makingDiscountPercent: 10 },
      ]) {
        const refused = await as('staff').patch(path, change).expect(403);
        expect(refused.body.message).toBe(PRICE_OWNER_ONLY_MESSAGE);
      }
      // Anything else is staff's to change.
      await as('staff').patch(path, { name: 'Staff Renamed Gold Chain', gram: 8.4 }).expect(200);
      const refused = await as('staff')
        .post(PRODUCTS, { ...chain, name: 'Staff Discounted Chain', makingDiscountPercent: 10 })
        .expect(403);
      expect(refused.body.message).toBe(PRICE_OWNER_ONLY_MESSAGE);
      // A new piece's making charges are staff's to set, and wait for the owner like a first price.
      const pending = await as('staff')
        .post(PRODUCTS, { ...chain, name: 'Staff Made Gold Chain' })
        .expect(201);
      expect(pending.body).toMatchObject({ pricePending: true, making: { kind: 'value-addition', percent: 12 } });
    });

    it('refuses a piece sold by weight without its weight, purity or making, or with a price', async () => {
      const res = await as('owner')
        .post(PRODUCTS, { ...chain, name: 'Broken Chain', gram: null, making: null, price: 5000 })
        .expect(400);
      const messages = (res.body.issues as { message: string }[]).map((i) => i.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          "A piece priced by weight takes its price from today's rate: leave the price empty.",
          'Enter the net weight: a piece priced by weight is priced from it.',
          'Enter the making charges (per gram, value addition % or a fixed amount; 0 for none).',
        ]),
      );
    });
  });
});
