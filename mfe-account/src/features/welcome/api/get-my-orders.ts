import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// The shopper's orders (orders service), newest first (at most 20), with the stored token. A 401 means the
// session ended; the API client then forgets it. Not kept once /welcome is left, so a return
// visit shows a fresh list.
const myOrdersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    myOrders: contractQuery(build, ENDPOINT_ROUTES.myOrders, { keepUnusedDataFor: 0 }),
  }),
});

export const { useMyOrdersQuery } = myOrdersApi;
