// GET /api/orders/mine for the welcome screen: the logged-in shopper's recent orders (orders service).
// Its own small RTK Query api, injected by RecentOrders, so the account api stays identity's.
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from '@rmj/api-client';
import type { MyOrdersResponse } from '@rmj/contracts';

export const recentOrdersApi = createApi({
  reducerPath: 'recentOrdersApi',
  baseQuery: shopBaseQuery({ withSession: true }),
  endpoints: (build) => ({
    /** GET /api/orders/mine: newest first, at most 20. */
    myOrders: build.query<MyOrdersResponse, void>({ query: () => '/orders/mine', keepUnusedDataFor: 0 }),
  }),
});

export const { useMyOrdersQuery } = recentOrdersApi;
