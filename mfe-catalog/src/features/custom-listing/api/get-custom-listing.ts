import type { ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';
import type { SortKey } from '../../../lib/sort';

/** Audience of a customisation listing. */
export type People = 'women' | 'men' | 'kids';
/** Piece of a customisation listing. */
export type Piece = 'rings' | 'bracelets' | 'pendants';

/** Arguments of GET /api/{people}-{piece}. */
export interface CustomListingQuery {
  people: People;
  piece: Piece;
  minPrice: number;
  maxPrice: number;
  /** 'all' or a customisation value. */
  customizationType: string;
  sort: SortKey;
  /** Time-out in milliseconds (kids: 10 s). */
  timeoutMs?: number;
}

/** Query string: minPrice and maxPrice always; customizationType unless 'all'; sortBy unless featured. */
function customListingParams(query: CustomListingQuery): Record<string, string> {
  const params: Record<string, string> = { minPrice: String(query.minPrice), maxPrice: String(query.maxPrice) };
  if (query.customizationType !== 'all') params.customizationType = query.customizationType;
  if (query.sort !== 'featured') params.sortBy = query.sort;
  return params;
}

// GET /api/{people}-{piece}: { success, products, message }.
const customListingApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomListing: build.query<EndpointResponse<typeof ENDPOINT_ROUTES.customListing>, CustomListingQuery>({
      query: (query) => ({
        url: callPath(CATALOG_CALLS.customListing, customListingParams(query), {
          listing: `${query.people}-${query.piece}`,
        }),
        timeout: query.timeoutMs,
      }),
    }),
  }),
});

export const { useGetCustomListingQuery } = customListingApi;
