import type { SortBy } from '@rmj/contracts';

/** Sort choices of the listings (spec section 3, Filter state): the values the catalogue's API takes. */
export type SortKey = SortBy;

/** Labels of the sort choices as the spec words them ('Featured' is ours): this remote's words alone. */
export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Featured',
  'alpha-asc': 'Alphabetically, A-Z',
  'alpha-desc': 'Alphabetically, Z-A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest First',
};

/** The sort choices without Newest (category pages, built-in lists). */
export const BASIC_SORTS: SortKey[] = ['featured', 'alpha-asc', 'alpha-desc', 'price-asc', 'price-desc'];
/** The sort choices of home and all-products. */
export const ALL_SORTS: SortKey[] = [...BASIC_SORTS, 'newest'];

interface SortFields<T> {
  name: (item: T) => string;
  price: (item: T) => number;
  /** Order for 'featured'; keeps the given order when absent. */
  featured?: (item: T) => number;
  createdAt?: (item: T) => string | undefined;
}

/** A sorted copy: names locale-aware, prices numeric, newest by createdAt descending. */
export function sortItems<T>(items: readonly T[], sort: SortKey, fields: SortFields<T>): T[] {
  const list = [...items];
  switch (sort) {
    case 'alpha-asc':
      return list.sort((a, b) => fields.name(a).localeCompare(fields.name(b)));
    case 'alpha-desc':
      return list.sort((a, b) => fields.name(b).localeCompare(fields.name(a)));
    case 'price-asc':
      return list.sort((a, b) => fields.price(a) - fields.price(b));
    case 'price-desc':
      return list.sort((a, b) => fields.price(b) - fields.price(a));
    case 'newest': {
      const time = (item: T) => Date.parse(fields.createdAt?.(item) ?? '') || 0;
      return list.sort((a, b) => time(b) - time(a));
    }
    default:
      return fields.featured ? list.sort((a, b) => fields.featured!(a) - fields.featured!(b)) : list;
  }
}
