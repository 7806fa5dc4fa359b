import { catalogApi } from '../../../api/catalog-api';
import type { CatalogProduct } from '../../../api/product.types';
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

// GET /api/products/category/{category}: an array of products.
const categoryProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryProducts: build.query<CatalogProduct[], CategoryQuery>({
      query: (query) => ({
        url: `/products/category/${query.category}`,
        params: categoryParams(query),
        timeout: query.timeoutMs,
        headers: query.timeoutMs ? { 'Content-Type': 'application/json', Accept: 'application/json' } : undefined,
      }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as CatalogProduct[]) : []),
    }),
  }),
});

export const { useGetCategoryProductsQuery } = categoryProductsApi;
