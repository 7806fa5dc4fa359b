import { filterCollection, pageOf } from './collection-filter';

const base = { category: 'all', minPrice: 0, maxPrice: 60000, sort: 'featured' as const };

describe('filterCollection', () => {
  it('matches the home category on the category label, else on peopleCategory, in any case', () => {
    const products = [
      { name: 'A', price: 10, category: 'female' },
      { name: 'B', price: 10, peopleCategory: 'men' as const },
      { name: 'C', price: 10, category: 'Kids' },
    ];
    expect(filterCollection(products, { ...base, category: 'female' }).map((p) => p.name)).toEqual(['A']);
    expect(filterCollection(products, { ...base, category: 'male' }).map((p) => p.name)).toEqual(['B']);
    expect(filterCollection(products, { ...base, category: 'Kids' }).map((p) => p.name)).toEqual(['C']);
  });

  it('keeps both price bounds inclusive', () => {
    const products = [100, 200, 300].map((price) => ({ name: String(price), price }));
    expect(filterCollection(products, { ...base, minPrice: 100, maxPrice: 200 }).map((p) => p.price)).toEqual([
      100, 200,
    ]);
  });
});

describe('pageOf', () => {
  it('gives the numbers of the count line', () => {
    expect(
      pageOf(
        Array.from({ length: 25 }, (_, i) => i),
        3,
      ),
    ).toMatchObject({ from: 25, to: 25, total: 25, totalPages: 3 });
    expect(pageOf([], 1)).toMatchObject({ from: 0, to: 0, total: 0, totalPages: 1 });
  });
});
