import { catalogApi } from './catalog-api';

// GET /api/test: the connectivity check some listings make before loading.
const checkConnectionApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    checkConnection: build.query<unknown, { timeoutMs?: number } | void>({
      query: (arg) => ({ url: '/test', timeout: arg?.timeoutMs }),
    }),
  }),
});

export const { useCheckConnectionQuery } = checkConnectionApi;
