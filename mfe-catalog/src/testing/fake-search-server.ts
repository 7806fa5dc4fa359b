// A stand-in for GET /api/products/search with no words, as the home collection calls it: it
// filters by audience and inclusive price, sorts and pages like the catalog service does.
import type { CatalogProduct } from '../lib/catalog-product';
import type { SeenRequest } from '@rmj/web-testing';

const AUDIENCE: Record<string, string> = { female: 'women', male: 'men', kids: 'kids' };

export function fakeSearchServer(products: readonly CatalogProduct[]) {
  return (request: SeenRequest) => {
    const q = request.url.searchParams;
    const people = q.get('peopleCategory');
    const min = Number(q.get('minPrice') ?? 0);
    const max = Number(q.get('maxPrice') ?? Number.MAX_SAFE_INTEGER);
    const limit = Number(q.get('limit') ?? 12);
    const page = Number(q.get('page') ?? 1);
    const matching = products.filter(
      (p) => (!people || p.peopleCategory === AUDIENCE[people.toLowerCase()]) && p.price >= min && p.price <= max,
    );
    const sorted = [...matching];
    const sortBy = q.get('sortBy');
    if (sortBy === 'price-desc') sorted.sort((a, b) => b.price - a.price);
    if (sortBy === 'price-asc') sorted.sort((a, b) => a.price - b.price);
    if (sortBy === 'alpha-asc') sorted.sort((a, b) => a.name.localeCompare(b.name));
    const total = sorted.length;
    return {
      body: {
        products: sorted.slice((page - 1) * limit, page * limit),
        currentPage: page,
        totalPages: Math.ceil(total / limit),
        total,
      },
    };
  };
}
