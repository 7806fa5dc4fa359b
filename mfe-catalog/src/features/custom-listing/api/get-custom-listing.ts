import { catalogApi } from '../../../lib/catalog-api';
import type { ProductListResponse } from '../../../lib/catalog-product';
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
    getCustomListing: build.query<ProductListResponse, CustomListingQuery>({
      query: (query) => ({
        url: `/${query.people}-${query.piece}`,
        params: customListingParams(query),
        timeout: query.timeoutMs,
      }),
    }),
  }),
});

export const { useGetCustomListingQuery } = customListingApi;
