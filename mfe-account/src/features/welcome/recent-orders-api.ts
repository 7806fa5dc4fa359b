// GET /api/orders/mine for the welcome screen: the logged-in shopper's recent orders (orders service).
// Its own small RTK Query api, injected by RecentOrders, so the account api stays identity's.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readSession, type MyOrdersResponse } from '@rmj/contracts';

export const recentOrdersApi = createApi({
  reducerPath: 'recentOrdersApi',
  // fetch is looked up per call, so tests can install their fake network edge after import.
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    fetchFn: (input, init) => fetch(input, init),
    prepareHeaders: (headers) => {
      const session = readSession();
      if (session) headers.set('Authorization', `Bearer ${session.token}`);
      return headers;
    },
  }),
  endpoints: (build) => ({
    /** GET /api/orders/mine: newest first, at most 20. */
    myOrders: build.query<MyOrdersResponse, void>({ query: () => '/orders/mine', keepUnusedDataFor: 0 }),
  }),
});

export const { useMyOrdersQuery } = recentOrdersApi;
