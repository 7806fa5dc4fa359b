import { listingResponseSchema } from '@rmj/contracts';
import { createSeededApp, isSortedBy, prices, type SeededApp } from '../testing/seeded-app';

const PIECE = { rings: /^ring$/i, bracelets: /^bracelets?$/i, pendants: /^pendants?$/i } as const;

describe('the nine customisation listings and /api/all-products (real FerretDB, seeded)', () => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp('custom_listings');
  });
  afterAll(() => s.app.close());

  // Every answer is parsed with the contract's response schema: a shape drift fails here.
  const get = async (path: string) => listingResponseSchema.parse((await s.http().get(path).expect(200)).body);

  it.each(
    ['women', 'men', 'kids'].flatMap((people) =>
      (['rings', 'bracelets', 'pendants'] as const).map((piece) => [people, piece] as const),
    ),
  )('/api/%s-%s answers {success, products, message} with that audience and piece only', async (people, piece) => {
    const body = await get(`/api/${people}-${piece}`);
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.products.length).toBeGreaterThan(5);
    for (const p of body.products) {
      expect(p.peopleCategory).toBe(people);
      expect(p.productCategory).toMatch(PIECE[piece]);
      expect(p.id).toBe(p._id);
      expect(p).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          description: expect.any(String),
          price: expect.any(Number),
        }),
      );
      expect(p.image).toBe(p.images[0]);
      expect(p.gram).toBeGreaterThan(0);
      expect(['fingerprint', 'engraving', 'combined', 'image']).toContain(p.customizationType);
    }
  });

  it('filters by customisation type in any case, matching any type the piece offers', async () => {
    const fp = await get('/api/women-rings?customizationType=Fingerprint');
    expect(fp.products.length).toBeGreaterThan(0);
    expect(fp.products.every((p) => p.customizationTypes.some((c) => c.id === 'fingerprint'))).toBe(true);
    const combined = await get('/api/men-rings?customizationType=Combined');
    expect(combined.products.every((p) => p.customizationTypes.some((c) => c.id === 'combined'))).toBe(true);
    const image = await get('/api/kids-pendants?customizationType=image');
    expect(image.products.length).toBeGreaterThan(0);
    const all = await get('/api/kids-pendants?customizationType=all');
    expect(all.products.length).toBeGreaterThan(image.products.length);
  });

  it('applies the price range and the sort', async () => {
    const body = await get('/api/women-bracelets?minPrice=1000&maxPrice=20000&sortBy=price-desc');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.price >= 1000 && p.price <= 20000)).toBe(true);
    expect(isSortedBy(prices(body.products), (a, b) => b - a)).toBe(true);
  });

  it.each([
    [
      '/api/women-rings?customizationType=laser',
      'customizationType must be one of all, fingerprint, engraving, combined, image',
    ],
    ['/api/women-rings?minPrice=12.5', 'minPrice must be a whole number of rupees, 0 or more'],
    [
      '/api/men-pendants?sortBy=random',
      'sortBy must be one of featured, alpha-asc, alpha-desc, price-asc, price-desc, newest',
    ],
    ['/api/kids-rings?productType=Gold', 'Unknown query parameter: productType'],
    ['/api/kids-rings?customizationType[$ne]=x', 'Invalid input: field names may not contain "$"'],
  ])('answers %s with a 400 and a clear message', async (path, message) => {
    const res = await s.http().get(path).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('lists all products up to the limit, 1000 at most', async () => {
    const every = await get('/api/all-products?limit=1000');
    expect(every.success).toBe(true);
    expect(every.products).toHaveLength(360);
    const few = await get('/api/all-products?limit=5&sortBy=newest');
    expect(few.products).toHaveLength(5);
    expect(
      isSortedBy(
        few.products.map((p) => Date.parse(p.createdAt)),
        (a, b) => b - a,
      ),
    ).toBe(true);
    for (const [path, message] of [
      ['/api/all-products?limit=1001', 'limit must be a whole number from 1 to 1000'],
      ['/api/all-products?limit=0', 'limit must be a whole number from 1 to 1000'],
      ['/api/all-products?limit=ten', 'limit must be a whole number from 1 to 1000'],
      ['/api/all-products?page=2', 'Unknown query parameter: page'],
    ]) {
      const res = await s.http().get(path).expect(400);
      expect(res.body.message).toBe(message);
    }
  });
});
