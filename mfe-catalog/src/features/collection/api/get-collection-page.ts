import { catalogApi } from '../../../lib/catalog-api';
import type { SearchResponse } from '../../../lib/catalog-product';
import { collectionParams, type CollectionPageArgs } from '../lib/collection-filter';
import { withQuery } from '../../../lib/request-url';

// GET /api/products/search for the home collection: { products, currentPage, totalPages, total }.
const collectionApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCollectionPage: build.query<SearchResponse, CollectionPageArgs>({
      query: (args) => withQuery('/products/search', collectionParams(args)),
    }),
  }),
});

export const { useGetCollectionPageQuery } = collectionApi;
