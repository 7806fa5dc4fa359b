import type { ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from './catalog-api';
import { CATALOG_CALLS, callPath } from './request-url';

// GET /api/test: the connectivity check some listings make before loading.
const checkConnectionApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    checkConnection: build.query<EndpointResponse<typeof ENDPOINT_ROUTES.connectivity>, { timeoutMs?: number } | void>({
      query: (arg) => ({ url: callPath(CATALOG_CALLS.connectivity), timeout: arg?.timeoutMs }),
    }),
  }),
});

export const { useCheckConnectionQuery } = checkConnectionApi;
