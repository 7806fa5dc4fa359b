import type { ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';
import { collectionParams, type CollectionPageArgs } from '../lib/collection-filter';

// GET /api/products/search for the home collection: { products, currentPage, totalPages, total }.
const collectionApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCollectionPage: build.query<EndpointResponse<typeof ENDPOINT_ROUTES.searchProducts>, CollectionPageArgs>({
      query: (args) => callPath(CATALOG_CALLS.searchProducts, collectionParams(args)),
    }),
  }),
});

export const { useGetCollectionPageQuery } = collectionApi;
