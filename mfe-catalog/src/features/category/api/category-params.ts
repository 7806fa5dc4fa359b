// The category call's arguments and query string (framework-free: the route list uses it too).
import type { SortKey } from '../../../lib/sort';

/** Server category of GET /api/products/category/{category}. */
export type ServerCategory = 'women' | 'men' | 'kids' | 'couples';

/** Arguments of the category listing call. */
export interface CategoryQuery {
  category: ServerCategory;
  /** 'all' or a productCategory value. */
  productCategory: string;
  /** 'all', 'Gold' or 'Silver'. */
  productType: string;
  minPrice: number;
  maxPrice: number;
  sort: SortKey;
  /** Time-out in milliseconds (kids: 10 s). */
  timeoutMs?: number;
}

/** Upper price bound the server assumes when maxPrice is not sent. */
export const CATEGORY_PRICE_CAP = 50000;

/** The filters of a category page (what the shopper changes). */
export type CategoryFilters = Omit<CategoryQuery, 'category' | 'timeoutMs'>;

/** The filters a category page opens with: everything, any price, featured first. */
export const DEFAULT_CATEGORY_FILTERS: CategoryFilters = {
  productCategory: 'all',
  productType: 'all',
  minPrice: 0,
  maxPrice: CATEGORY_PRICE_CAP,
  sort: 'featured',
};

/** Query string of the call: filters only when set, minPrice only above 0, maxPrice only below 50000, sortBy only when not featured. */
export function categoryParams(query: CategoryQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.productCategory !== 'all') params.productCategory = query.productCategory;
  if (query.productType !== 'all') params.productType = query.productType;
  if (query.minPrice > 0) params.minPrice = String(query.minPrice);
  if (query.maxPrice < CATEGORY_PRICE_CAP) params.maxPrice = String(query.maxPrice);
  if (query.sort !== 'featured') params.sortBy = query.sort;
  return params;
}
