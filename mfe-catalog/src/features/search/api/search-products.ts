import type { ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';
import { searchParams, type SearchQuery } from './search-params';

// GET /api/products/search: { products, currentPage, totalPages, total }.
const searchApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<EndpointResponse<typeof ENDPOINT_ROUTES.searchProducts>, SearchQuery>({
      query: (query) => callPath(CATALOG_CALLS.searchProducts, searchParams(query)),
    }),
  }),
});

export const { useSearchProductsQuery } = searchApi;
