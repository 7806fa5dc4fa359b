import { apiErrorResponseSchema, productSchema, type Product } from '@rmj/contracts';
import { Types } from 'mongoose';
import { bumpCatalogVersion } from './catalog-version';
import { allProducts, createSeededApp, type SeededApp } from '../testing/seeded-app';

const newPiece = (name: string) => ({
  _id: new Types.ObjectId(),
  name,
  images: ['/api/products/images/ring-silver.svg'],
  productType: 'Silver',
  productCategory: 'Ring',
  peopleCategory: 'women',
  customOption: 'Engraving',
  inStock: true,
  price: 1299,
  gram: 4.2,
  description: 'A test piece',
  image: '/api/products/images/ring-silver.svg',
  originalPrice: 1299,
  discount: 0,
  isNew: true,
  category: 'female',
  rating: 4.5,
  reviews: 0,
  createdAt: new Date(),
  customizationType: 'engraving',
  customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
  featuredRank: 1000,
});

async function eventually<T>(probe: () => Promise<T | undefined>, tries = 100): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition never held');
}

describe('product page, pictures and read-model freshness (real FerretDB, seeded)', () => {
  let s: SeededApp;
  let every: Product[];
  beforeAll(async () => {
    s = await createSeededApp('product_page', 360, { READ_MODEL_POLL_MS: '100' });
    every = await allProducts(s);
  });
  afterAll(() => s.app.close());

  it('opens one product by id with every field of a listing card', async () => {
    const wanted = every[17];
    const res = await s.http().get(`/api/products/${wanted.id}`).expect(200);
    expect(productSchema.parse(res.body)).toEqual(wanted);
  });

  it('sends a product and a listing brotli- or gzip-compressed as asked, the same JSON, and 304 for its ETag', async () => {
    const wanted = every[17];
    const plain = await s.http().get(`/api/products/${wanted.id}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [header, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      const listing = await s.http().get('/api/all-products?limit=30').set('Accept-Encoding', header).expect(200);
      expect(listing.headers['content-encoding']).toBe(coding);
      expect(listing.headers.vary).toMatch(/accept-encoding/i);
      expect(listing.body.products).toHaveLength(30);
      const one = await s.http().get(`/api/products/${wanted.id}`).set('Accept-Encoding', header).expect(200);
      // A product's answer is compressed like any other from 1 KB on.
      const big = Number(plain.headers['content-length']) >= 1024;
      expect(one.headers['content-encoding']).toBe(big ? coding : undefined);
      expect(one.body).toEqual(plain.body);
      expect(one.headers.etag).toBe(plain.headers.etag);
    }
    await s
      .http()
      .get(`/api/products/${wanted.id}`)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', plain.headers.etag)
      .expect(304);
  });

  it('answers an invalid id with 400 and a missing one with 404 Product not found', async () => {
    const bad = await s.http().get('/api/products/not-an-id').expect(400);
    expect(apiErrorResponseSchema.parse(bad.body).message).toBe('Invalid product id');
    const missing = await s.http().get(`/api/products/${new Types.ObjectId().toString()}`).expect(404);
    expect(apiErrorResponseSchema.parse(missing.body).message).toBe('Product not found');
  });

  it('serves every picture the catalogue refers to, locally, as SVG', async () => {
    const addresses = new Set(every.flatMap((p) => [p.image, ...p.images]));
    expect(addresses.size).toBeGreaterThan(10);
    for (const address of addresses) {
      expect(address).toMatch(/^\/api\/products\/images\/[a-z]+-(gold|silver)(-2)?\.svg$/);
      const res = await s.http().get(address).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body.toString()).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    await s.http().get('/api/products/images/dragon-gold.svg').expect(404);
    await s.http().get('/api/products/images/ring-platinum.svg').expect(404);
  });

  it('sends a picture compressed as asked (the same SVG), cacheable for a day, and 304 for its ETag', async () => {
    const address = every[3].image;
    const plain = await s.http().get(address).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    for (const coding of ['br', 'gzip']) {
      const res = await s.http().get(address).set('Accept-Encoding', coding).expect(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(Number(res.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body.toString()).toBe(plain.body.toString());
    }
    await s.http().get(address).set('If-None-Match', plain.headers.etag).expect(304);
  });

  it('shows a product written after start once the change marker moves (poll)', async () => {
    const piece = newPiece('Zebra Test Moonstone Silver Ring');
    await s.connection.collection('products').insertOne(piece);
    await bumpCatalogVersion(s.connection);
    const found = await eventually(async () => {
      const res = await s.http().get('/api/products/search?q=zebra%20test').expect(200);
      return res.body.total === 1 ? res.body.products[0] : undefined;
    });
    expect(found).toEqual(
      expect.objectContaining({ id: piece._id.toString(), name: 'Zebra Test Moonstone Silver Ring', price: 1299 }),
    );
    const rings = await s.http().get('/api/women-rings?sortBy=newest').expect(200);
    expect(rings.body.products[0].id).toBe(piece._id.toString());
  });

  it('opens a product not yet in the read model straight from the database', async () => {
    const piece = newPiece('Unannounced Silver Ring');
    await s.connection.collection('products').insertOne(piece);
    const res = await s.http().get(`/api/products/${piece._id.toString()}`).expect(200);
    expect(productSchema.parse(res.body).name).toBe('Unannounced Silver Ring');
    expect(res.body._id).toBe(res.body.id);
    expect(await s.readModel.refresh()).toBe(false);
  });
});
