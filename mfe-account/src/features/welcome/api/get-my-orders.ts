import { readSession, type MyOrdersResponse } from '@rmj/contracts';
import { accountApi, bearer } from '../../../lib/account-api';

// GET /api/orders/mine with the stored token (orders service): the shopper's orders, newest first,
// at most 20. A 401 means the session ended; the API client then forgets it.
const myOrdersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.query<MyOrdersResponse, void>({
      query: () => {
        const session = readSession();
        return { url: '/orders/mine', ...(session ? { headers: bearer(session.token) } : {}) };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useMyOrdersQuery } = myOrdersApi;
