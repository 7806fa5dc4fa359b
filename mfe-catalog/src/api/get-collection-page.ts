import { catalogApi } from './catalog-api';
import type { SearchResponse } from './product.types';
import { COLLECTION_MAX_PRICE, COLLECTION_PAGE_SIZE, type CollectionFilter } from '../lib/collection-filter';

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

// GET /api/products/search for the home collection: { products, currentPage, totalPages, total }.
const collectionApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCollectionPage: build.query<SearchResponse, CollectionPageArgs>({
      query: (args) => ({ url: '/products/search', params: collectionParams(args) }),
    }),
  }),
});

export const { useGetCollectionPageQuery } = collectionApi;
