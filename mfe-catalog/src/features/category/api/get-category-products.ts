import type { ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';
import { categoryParams, type CategoryQuery } from './category-params';

type CategoryProducts = EndpointResponse<typeof ENDPOINT_ROUTES.categoryProducts>;

// GET /api/products/category/{category}: an array of products.
const categoryProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryProducts: build.query<CategoryProducts, CategoryQuery>({
      query: (query) => ({
        url: callPath(CATALOG_CALLS.categoryProducts, categoryParams(query), { category: query.category }),
        timeout: query.timeoutMs,
        headers: query.timeoutMs ? { 'Content-Type': 'application/json', Accept: 'application/json' } : undefined,
      }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as CategoryProducts) : []),
    }),
  }),
});

export const { useGetCategoryProductsQuery } = categoryProductsApi;
