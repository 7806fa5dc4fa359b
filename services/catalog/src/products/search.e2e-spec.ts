import { searchResponseSchema, type Product } from '@rmj/contracts';
import { allProducts, byName, createSeededApp, isSortedBy, names, prices, type SeededApp } from '../testing/seeded-app';

describe('GET /api/products/search (real FerretDB, seeded)', () => {
  let s: SeededApp;
  let every: Product[];
  beforeAll(async () => {
    s = await createSeededApp('search');
    every = await allProducts(s);
  });
  afterAll(() => s.app.close());

  // Every answer is parsed with the contract's response schema: a shape drift fails here.
  const search = async (query: string) =>
    searchResponseSchema.parse((await s.http().get(`/api/products/search?${query}`).expect(200)).body);
  const text = (p: Product) =>
    [p.name, p.description, p.productCategory, p.category, p.peopleCategory, p.customOption].join(' ').toLowerCase();

  it('pages 12 at a time by default and reports the totals', async () => {
    const expected = every.filter((p) => text(p).includes('silver')).length;
    const first = await search('q=silver');
    expect(first).toEqual(
      expect.objectContaining({ currentPage: 1, total: expected, totalPages: Math.ceil(expected / 12) }),
    );
    expect(first.products).toHaveLength(12);
    const second = await search('q=silver&page=2&limit=12');
    expect(second.currentPage).toBe(2);
    expect(second.products.map((p) => p.id)).not.toEqual(expect.arrayContaining([first.products[0].id]));
    const last = await search(`q=silver&page=${first.totalPages}`);
    expect(last.products).toHaveLength(expected - 12 * (first.totalPages - 1));
    expect((await search(`q=silver&page=${first.totalPages + 1}`)).products).toEqual([]);
  });

  it('matches name, description and categories without regard to case', async () => {
    expect((await search('q=KOLUSU')).total).toBeGreaterThan(0);
    const thanda = await search('q=thanda&limit=100');
    expect(thanda.products.every((p) => p.productCategory === 'Thanda' || text(p).includes('thanda'))).toBe(true);
    expect((await search('q=nose-pin')).total).toBe(every.filter((p) => text(p).includes('nose-pin')).length);
    expect((await search('q=couple')).total).toBe(every.filter((p) => text(p).includes('couple')).length);
  });

  it('requires every word and treats regex characters literally', async () => {
    const both = await search('q=gold%20ring&limit=100');
    expect(both.total).toBe(every.filter((p) => text(p).includes('gold') && text(p).includes('ring')).length);
    for (const weird of ['.*', '(', '[a-z]+', '\\', 'a|b', '^$']) {
      const res = await search(`q=${encodeURIComponent(weird)}`);
      expect(res.total).toBe(every.filter((p) => text(p).includes(weird.toLowerCase())).length);
    }
    const none = await search('q=platinum-unicorn');
    expect(none).toEqual({ products: [], currentPage: 1, totalPages: 0, total: 0 });
  });

  it('combines the optional filters', async () => {
    const res = await search(
      'q=ring&peopleCategory=women&productType=Gold&customOption=fingerprint&minPrice=1000&maxPrice=50000&inStock=true&limit=100',
    );
    expect(res.total).toBeGreaterThan(0);
    for (const p of res.products) {
      expect(p).toEqual(
        expect.objectContaining({
          peopleCategory: 'women',
          productType: 'Gold',
          customOption: 'Fingerprint',
          inStock: true,
        }),
      );
      expect(p.price).toBeGreaterThanOrEqual(1000);
      expect(p.price).toBeLessThanOrEqual(50000);
    }
    const outOfStock = await search('inStock=false&limit=100');
    expect(outOfStock.total).toBe(every.filter((p) => !p.inStock).length);
    expect(outOfStock.total).toBeGreaterThan(0);
    const female = await search('peopleCategory=female&productCategory=metti');
    expect(female.total).toBe(
      every.filter((p) => p.peopleCategory === 'women' && p.productCategory === 'metti').length,
    );
  });

  it('sorts the whole result before paging', async () => {
    const asc = await search('q=silver&sortBy=price-asc&limit=100');
    expect(isSortedBy(prices(asc.products), (a, b) => a - b)).toBe(true);
    expect(asc.products[0].price).toBe(
      Math.min(...every.filter((p) => text(p).includes('silver')).map((p) => p.price)),
    );
    const az = await search('q=gold&sortBy=alpha-asc&limit=100');
    expect(isSortedBy(names(az.products), byName)).toBe(true);
    const newest = await search('sortBy=newest&limit=5');
    expect(newest.products[0].createdAt).toBe(
      every
        .map((p) => p.createdAt)
        .sort()
        .at(-1),
    );
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=-1', 'limit must be a whole number from 1 to 100'],
    ['minPrice=ten', 'minPrice must be a whole number of rupees, 0 or more'],
    ['inStock=yes', 'inStock must be true or false'],
    ['sortBy=popular', 'sortBy must be one of featured, alpha-asc, alpha-desc, price-asc, price-desc, newest'],
    ['peopleCategory=pets', 'peopleCategory must be one of all, women, men, kids, couples'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['q=ring&debug=1', 'Unknown query parameter: debug'],
    ['q[$regex]=.*', 'Invalid input: field names may not contain "$"'],
  ])('answers ?%s with a 400 and a clear message', async (query, message) => {
    const res = await s.http().get(`/api/products/search?${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });
});
