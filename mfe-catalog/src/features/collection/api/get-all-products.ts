import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';
import { isRefusedList } from '../../../lib/use-last-success';

/** Pause between tries, in milliseconds (spec: 2 more tries, 1 s apart). */
const ALL_PRODUCTS_RETRY_DELAY_MS = 1000;
/** Tries after the first failure. */
const ALL_PRODUCTS_RETRIES = 2;
/** The spec's limit (the most the service gives). */
const ALL_PRODUCTS_LIMIT = 1000;
/** Time-out of one try, in milliseconds. */
const ALL_PRODUCTS_TIMEOUT_MS = 10_000;

type AllProducts = EndpointResponse<typeof ENDPOINT_ROUTES.allProducts>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// GET /api/all-products?limit=1000: every product, retried twice 1 s apart after a failure.
const allProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getAllProducts: build.query<AllProducts, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        let error: FetchBaseQueryError | undefined;
        for (let attempt = 0; attempt <= ALL_PRODUCTS_RETRIES; attempt += 1) {
          if (attempt > 0) await wait(ALL_PRODUCTS_RETRY_DELAY_MS);
          const result = await baseQuery({
            url: callPath(CATALOG_CALLS.allProducts, { limit: String(ALL_PRODUCTS_LIMIT) }),
            timeout: ALL_PRODUCTS_TIMEOUT_MS,
          });
          if (!result.error) return { data: result.data as AllProducts };
          // A refusal (success: false) is an answer, not a failure: no point asking again.
          if (isRefusedList(result.error)) return { error: result.error };
          error = result.error;
        }
        return { error: error as FetchBaseQueryError };
      },
    }),
  }),
});

export const { useGetAllProductsQuery } = allProductsApi;
