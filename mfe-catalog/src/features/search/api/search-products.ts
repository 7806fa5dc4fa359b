import { catalogApi } from '../../../api/catalog-api';
import type { SearchResponse } from '../../../api/product.types';
import { withQuery } from '../../../api/request-url';
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
