import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { catalogApi } from '../../../lib/catalog-api';
import type { ProductListResponse } from '../../../lib/catalog-product';
import { isRefusedList } from '../../../lib/use-last-success';

/** Pause between tries, in milliseconds (spec: 2 more tries, 1 s apart). */
const ALL_PRODUCTS_RETRY_DELAY_MS = 1000;
/** Tries after the first failure. */
const ALL_PRODUCTS_RETRIES = 2;
/** Time-out of one try, in milliseconds. */
const ALL_PRODUCTS_TIMEOUT_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// GET /api/all-products?limit=1000: every product, retried twice 1 s apart after a failure.
const allProductsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getAllProducts: build.query<ProductListResponse, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        let error: FetchBaseQueryError | undefined;
        for (let attempt = 0; attempt <= ALL_PRODUCTS_RETRIES; attempt += 1) {
          if (attempt > 0) await wait(ALL_PRODUCTS_RETRY_DELAY_MS);
          const result = await baseQuery({
            url: '/all-products',
            params: { limit: 1000 },
            timeout: ALL_PRODUCTS_TIMEOUT_MS,
          });
          if (!result.error) return { data: result.data as ProductListResponse };
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
