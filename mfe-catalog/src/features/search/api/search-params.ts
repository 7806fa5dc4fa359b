// The search call's arguments and query string (framework-free: the route list uses it too).

/** Results per page (spec section 9). */
const SEARCH_PAGE_SIZE = 12;
/** Default price bounds of search; prices are sent only when narrower. */
const SEARCH_DEFAULT_MAX_PRICE = 50000;

/** Arguments of GET /api/products/search. */
export interface SearchQuery {
  q: string;
  page: number;
  minPrice?: number;
  maxPrice?: number;
  peopleCategory?: string;
  productCategory?: string;
  productType?: string;
  customOption?: string;
  inStock?: boolean;
  sortBy?: string;
}

/** Query string: q, page, limit 12, optional filters; minPrice only above 0, maxPrice only below 50000. */
export function searchParams(query: SearchQuery): Record<string, string> {
  const params: Record<string, string> = { q: query.q, page: String(query.page), limit: String(SEARCH_PAGE_SIZE) };
  for (const key of ['peopleCategory', 'productCategory', 'productType', 'customOption', 'sortBy'] as const) {
    const value = query[key];
    if (value && value !== 'all') params[key] = value;
  }
  if (query.inStock !== undefined) params.inStock = String(query.inStock);
  if (query.minPrice !== undefined && query.minPrice > 0) params.minPrice = String(query.minPrice);
  if (query.maxPrice !== undefined && query.maxPrice < SEARCH_DEFAULT_MAX_PRICE)
    params.maxPrice = String(query.maxPrice);
  return params;
}
