import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { PRODUCT_CATEGORIES, PRODUCT_CUSTOMIZATION_TYPES, type PeopleCategory } from '@rmj/contracts';
import type { Connection } from 'mongoose';
import { readCatalogVersion } from '../products/catalog-version';
import { createTestApp } from '../testing/test-app';
import { seedCatalog } from './catalog-seed';
import { generateProducts } from './product-generator';

describe('catalog seed (real FerretDB)', () => {
  let app: INestApplication;
  let connection: Connection;
  beforeAll(async () => {
    ({ app } = await createTestApp('seed'));
    connection = app.get<Connection>(getConnectionToken());
  });
  afterAll(() => app.close());

  it('loads a realistic catalogue once, only into an empty collection, and moves the change marker', async () => {
    expect(await readCatalogVersion(connection)).toBeNull();
    const first = await seedCatalog(connection);
    expect(first).toEqual({ inserted: 360, skipped: false });
    const marker = await readCatalogVersion(connection);
    expect(marker).toEqual(expect.any(String));
    expect(await seedCatalog(connection)).toEqual({ inserted: 0, skipped: true });
    expect(await connection.collection('products').countDocuments({})).toBe(360);
    expect(await readCatalogVersion(connection)).toBe(marker);
  });

  it('covers every audience, category value, metal and personalisation, with real-shop prices', async () => {
    const docs = await connection.collection('products').find({}).toArray();
    expect(docs.length).toBeGreaterThanOrEqual(300);
    for (const people of Object.keys(PRODUCT_CATEGORIES) as PeopleCategory[]) {
      const mine = docs.filter((d) => d.peopleCategory === people);
      expect(new Set(mine.map((d) => d.productCategory))).toEqual(new Set(PRODUCT_CATEGORIES[people]));
      expect(new Set(mine.map((d) => d.productType))).toEqual(new Set(['Gold', 'Silver']));
    }
    expect(new Set(docs.map((d) => d.customizationType))).toEqual(new Set(PRODUCT_CUSTOMIZATION_TYPES));
    expect(new Set(docs.map((d) => d.customOption))).toEqual(
      new Set(['Fingerprint', 'Engraving', 'Image', 'combined']),
    );
    const prices = docs.map((d) => d.price as number);
    expect(Math.min(...prices)).toBeLessThan(1000);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(299);
    expect(Math.max(...prices)).toBeLessThanOrEqual(60000);
    expect(Math.max(...prices)).toBeGreaterThan(40000);
    expect(prices.every((p) => Number.isInteger(p))).toBe(true);
    expect(
      docs.every((d) => d.gram > 0 && d.description.length > 40 && d.images.length === 2 && d.image === d.images[0]),
    ).toBe(true);
    const discounted = docs.filter((d) => d.discount > 0);
    expect(discounted.length).toBeGreaterThan(50);
    expect(discounted.every((d) => d.oldPrice === d.originalPrice && d.originalPrice > d.price)).toBe(true);
    expect(
      docs.filter((d) => d.discount === 0).every((d) => d.oldPrice === undefined && d.originalPrice === d.price),
    ).toBe(true);
    expect(docs.some((d) => !d.inStock)).toBe(true);
    expect(docs.some((d) => d.isNew)).toBe(true);
    expect(docs.some((d) => d.featuredRank < 1000)).toBe(true);
    for (const d of docs) {
      expect(d.customizationTypes.map((c: { id: string }) => c.id)).toContain(d.customizationType);
      expect(d.name).toContain(d.productType);
    }
  });

  it("prices a share of the gold pieces by weight and seeds today's rates once", async () => {
    const docs = await connection.collection('products').find({}).toArray();
    const byWeight = docs.filter((d) => d.pricingMode === 'by-weight');
    const gold = docs.filter((d) => d.productType === 'Gold');
    expect(byWeight.length).toBeGreaterThan(gold.length / 4);
    expect(
      byWeight.every((d) => d.productType === 'Gold' && d.hallmarked === true && d.making && d.grossGram >= d.gram),
    ).toBe(true);
    expect(new Set(byWeight.map((d) => d.fineness))).toEqual(new Set([916, 750]));
    expect(gold.every((d) => d.hallmarked === true)).toBe(true);
    const rates = await connection.collection('metal_rates').find({}).toArray();
    expect(rates).toHaveLength(1);
    expect(rates[0].rates.map((r: { key: string; paisePerGram: number }) => [r.key, r.paisePerGram])).toEqual([
      ['gold-999', 780_000],
      ['gold-916', 715_200],
      ['gold-750', 585_600],
      ['silver-999', 9500],
      ['silver-925', 8800],
    ]);
    // A second seed into a catalogue with products adds no rates either.
    await seedCatalog(connection);
    expect(await connection.collection('metal_rates').countDocuments({})).toBe(1);
  });

  it('is deterministic and scales to the benchmark size', () => {
    expect(generateProducts(50)).toEqual(generateProducts(50));
    const big = generateProducts(10_000);
    expect(new Set(big.map((p) => p._id)).size).toBe(10_000);
    expect(big.every((p) => p.price >= 299 && p.price <= 60000)).toBe(true);
  });
});
