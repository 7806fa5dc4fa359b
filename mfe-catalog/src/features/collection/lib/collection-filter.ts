import type { Product } from '@rmj/contracts';
import { sortItems, type SortKey } from '../../../lib/sort';

/** What the home and all-products filters read of a product (the built-in samples have less than a server product). */
export type CollectionItem = Pick<Product, 'name' | 'price'> &
  Partial<Pick<Product, 'category' | 'peopleCategory' | 'createdAt' | 'featuredRank'>>;

/** Filter state of the home and all-products listings. */
export interface CollectionFilter {
  /** 'all' or a peopleCategory value (female, male, Kids). */
  category: string;
  minPrice: number;
  maxPrice: number;
  sort: SortKey;
}

/** Listing page size (home and all-products). */
export const COLLECTION_PAGE_SIZE = 12;
/** Default and slider maximum of the price filter (home slider 0-60000; all-products cap 60000). */
export const COLLECTION_MAX_PRICE = 60000;

/** The filter a listing opens with: every product, any price, featured first. */
export const DEFAULT_COLLECTION_FILTER: CollectionFilter = {
  category: 'all',
  minPrice: 0,
  maxPrice: COLLECTION_MAX_PRICE,
  sort: 'featured',
};

/** Arguments of one page of the home collection. */
export interface CollectionPageArgs {
  filter: CollectionFilter;
  page: number;
}

/**
 * The query string of one home page: the search call with no words, filtered, sorted and paged by
 * the server, so the first answer is 12 products however large the catalogue is.
 */
export function collectionParams({ filter, page }: CollectionPageArgs): Record<string, string> {
  const params: Record<string, string> = { q: '', page: String(page), limit: String(COLLECTION_PAGE_SIZE) };
  if (filter.category !== 'all') params.peopleCategory = filter.category;
  if (filter.minPrice > 0) params.minPrice = String(filter.minPrice);
  if (filter.maxPrice < COLLECTION_MAX_PRICE) params.maxPrice = String(filter.maxPrice);
  if (filter.sort !== 'featured') params.sortBy = filter.sort;
  return params;
}

// The home filter's values are the products' `category` labels; peopleCategory is the fallback.
const AUDIENCE_LABEL: Record<string, string> = { women: 'female', men: 'male', kids: 'kids', couples: 'couple' };

function audienceOf(product: CollectionItem): string {
  const label = (product.category ?? '').toLowerCase();
  if (label) return label;
  const people = (product.peopleCategory ?? '').toLowerCase();
  return AUDIENCE_LABEL[people] ?? people;
}

/** Products matching the category (female, male, Kids; any case) and the price range (inclusive), sorted. */
export function filterCollection<P extends CollectionItem>(products: readonly P[], filter: CollectionFilter): P[] {
  const wanted = filter.category.toLowerCase();
  const matching = products.filter(
    (product) =>
      (wanted === 'all' || audienceOf(product) === wanted) &&
      product.price >= filter.minPrice &&
      product.price <= filter.maxPrice,
  );
  return sortItems(matching, filter.sort, {
    name: (product) => product.name,
    price: (product) => product.price,
    createdAt: (product) => product.createdAt,
  });
}

/** One page of a list plus the numbers of the count line. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = COLLECTION_PAGE_SIZE) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    totalPages,
    from: items.length === 0 ? 0 : start + 1,
    to: Math.min(start + pageSize, items.length),
    total: items.length,
  };
}
