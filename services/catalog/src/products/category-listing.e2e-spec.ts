import { categoryListingResponseSchema } from '@rmj/contracts';
import { byName, createSeededApp, isSortedBy, names, prices, type SeededApp } from '../testing/seeded-app';

describe('GET /api/products/category/:category (real FerretDB, seeded)', () => {
  let s: SeededApp;
  beforeAll(async () => {
    s = await createSeededApp('category_listing');
  });
  afterAll(() => s.app.close());

  // Every answer is parsed with the contract's response schema: a shape drift fails here.
  const get = async (path: string) => categoryListingResponseSchema.parse((await s.http().get(path).expect(200)).body);

  it.each(['women', 'men', 'kids', 'couples'])(
    'lists every %s product as an array carrying _id and id',
    async (people) => {
      const list = await get(`/api/products/category/${people}`);
      expect(list.length).toBeGreaterThan(30);
      for (const p of list) {
        expect(p.peopleCategory).toBe(people);
        expect(p.id).toBe(p._id);
        expect(p._id).toMatch(/^[0-9a-f]{24}$/);
      }
    },
  );

  it('orders by featured rank, then newest, by default', async () => {
    const list = await get('/api/products/category/women');
    expect(
      isSortedBy(list, (a, b) => a.featuredRank - b.featuredRank || Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    ).toBe(true);
    expect(list[0].featuredRank).toBeLessThan(1000);
  });

  it('filters by productCategory (any case) and productType', async () => {
    const rings = await get('/api/products/category/couples?productCategory=wedding&productType=gold');
    expect(rings.length).toBeGreaterThan(0);
    expect(rings.every((p) => p.productCategory === 'Wedding' && p.productType === 'Gold')).toBe(true);
    const all = await get('/api/products/category/couples?productCategory=all&productType=all');
    expect(all.length).toBeGreaterThan(rings.length);
  });

  it('keeps prices within minPrice and maxPrice, both inclusive', async () => {
    const every = await get('/api/products/category/men?sortBy=price-asc');
    const edge = every[Math.floor(every.length / 3)].price;
    const top = every[Math.floor((every.length * 2) / 3)].price;
    const list = await get(`/api/products/category/men?minPrice=${edge}&maxPrice=${top}`);
    expect(list.some((p) => p.price === edge)).toBe(true);
    expect(list.some((p) => p.price === top)).toBe(true);
    expect(list.every((p) => p.price >= edge && p.price <= top)).toBe(true);
    expect(await get('/api/products/category/men?minPrice=50000&maxPrice=100')).toEqual([]);
  });

  it('sorts by price both ways, by name locale-aware both ways, and newest first', async () => {
    const asc = await get('/api/products/category/kids?sortBy=price-asc');
    expect(isSortedBy(prices(asc), (a, b) => a - b)).toBe(true);
    const desc = await get('/api/products/category/kids?sortBy=price-desc');
    expect(isSortedBy(prices(desc), (a, b) => b - a)).toBe(true);
    const az = await get('/api/products/category/kids?sortBy=alpha-asc');
    expect(isSortedBy(names(az), byName)).toBe(true);
    const za = await get('/api/products/category/kids?sortBy=alpha-desc');
    expect(isSortedBy(names(za), (a, b) => byName(b, a))).toBe(true);
    expect(names(az)[0]).not.toBe(names(za)[0]);
    const newest = await get('/api/products/category/kids?sortBy=newest');
    expect(
      isSortedBy(
        newest.map((p) => Date.parse(p.createdAt)),
        (a, b) => b - a,
      ),
    ).toBe(true);
  });

  it('also lists a piece kind across audiences (rings, pendants)', async () => {
    const rings = await get('/api/products/category/rings');
    const people = new Set(rings.map((p) => p.peopleCategory));
    expect([...people].sort()).toEqual(['couples', 'kids', 'men', 'women']);
    const pendants = await get('/api/products/category/pendants');
    expect(pendants.every((p) => /^pendants?$/i.test(p.productCategory))).toBe(true);
  });

  it.each([
    ['/api/products/category/women?minPrice=abc', 'minPrice must be a whole number of rupees, 0 or more'],
    ['/api/products/category/women?maxPrice=-5', 'maxPrice must be a whole number of rupees, 0 or more'],
    ['/api/products/category/women?minPrice=1&minPrice=2', 'minPrice must be a whole number of rupees, 0 or more'],
    [
      '/api/products/category/women?sortBy=cheapest',
      'sortBy must be one of featured, alpha-asc, alpha-desc, price-asc, price-desc, newest',
    ],
    ['/api/products/category/women?productType=Platinum', 'productType must be one of all, Gold, Silver'],
    ['/api/products/category/women?colour=red', 'Unknown query parameter: colour'],
    ['/api/products/category/women?minPrice[$gt]=1', 'Invalid input: field names may not contain "$"'],
    [
      '/api/products/category/aliens',
      'Unknown category "aliens": use one of women, men, kids, couples, rings, bracelets, pendants',
    ],
  ])('answers %s with a 400 and a clear message', async (path, message) => {
    const res = await s.http().get(path).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers an unchanged listing with 304 when the caller sends its ETag', async () => {
    const first = await s.http().get('/api/products/category/women?sortBy=price-asc').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await s
      .http()
      .get('/api/products/category/women?sortBy=price-asc')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
  });
});
