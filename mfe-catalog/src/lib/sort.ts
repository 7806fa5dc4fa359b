import type { SortBy } from '@rmj/contracts';
import type { WordKey } from '../i18n';

/** Sort choices of the listings (spec section 3, Filter state): the values the catalogue's API takes. */
export type SortKey = SortBy;

/** The words of the sort choices (the spec's English; 'Featured' is ours): this remote's words alone. */
export const SORT_LABELS: Record<SortKey, WordKey> = {
  featured: 'sort.featured',
  'alpha-asc': 'sort.alphaAsc',
  'alpha-desc': 'sort.alphaDesc',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  newest: 'sort.newest',
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
