import { SORT_VALUES, type SortBy } from '@rmj/contracts';
import type { ProductEntry } from './product-entry';

/**
 * The products in every sort order, computed once per reload so a request
 * only filters (walking the order it needs) and never sorts.
 * featured: featuredRank ascending, then newest, then id.
 */
export type SortOrders = Record<SortBy, readonly ProductEntry[]>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byId = (a: ProductEntry, b: ProductEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const featured = (a: ProductEntry, b: ProductEntry) =>
  a.featuredRank - b.featuredRank || b.createdAt - a.createdAt || byId(a, b);

const comparators: Record<SortBy, (a: ProductEntry, b: ProductEntry) => number> = {
  featured,
  'alpha-asc': (a, b) => collator.compare(a.name, b.name) || featured(a, b),
  'alpha-desc': (a, b) => collator.compare(b.name, a.name) || featured(a, b),
  'price-asc': (a, b) => a.price - b.price || featured(a, b),
  'price-desc': (a, b) => b.price - a.price || featured(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || featured(a, b),
};

export function buildSortOrders(entries: readonly ProductEntry[]): SortOrders {
  const orders = {} as Record<SortBy, ProductEntry[]>;
  for (const sort of SORT_VALUES) orders[sort] = [...entries].sort(comparators[sort]);
  return orders;
}
