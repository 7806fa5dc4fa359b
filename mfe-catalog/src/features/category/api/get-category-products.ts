import { catalogApi } from '../../../lib/catalog-api';
import type { CatalogProduct } from '../../../lib/catalog-product';
import { withQuery } from '../../../lib/request-url';
import { categoryParams, type CategoryQuery } from './category-params';

// GET /api/products/category/{category}: an array of products.
const categoryProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryProducts: build.query<CatalogProduct[], CategoryQuery>({
      query: (query) => ({
        url: withQuery(`/products/category/${query.category}`, categoryParams(query)),
        timeout: query.timeoutMs,
        headers: query.timeoutMs ? { 'Content-Type': 'application/json', Accept: 'application/json' } : undefined,
      }),
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as CatalogProduct[]) : []),
    }),
  }),
});

export const { useGetCategoryProductsQuery } = categoryProductsApi;
