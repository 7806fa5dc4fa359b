import { catalogApi } from '../../../lib/catalog-api';
import type { SearchResponse } from '../../../lib/catalog-product';
import { withQuery } from '../../../lib/request-url';
import { searchParams, type SearchQuery } from './search-params';

// GET /api/products/search: { products, currentPage, totalPages, total }.
const searchApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<SearchResponse, SearchQuery>({
      query: (query) => withQuery('/products/search', searchParams(query)),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
