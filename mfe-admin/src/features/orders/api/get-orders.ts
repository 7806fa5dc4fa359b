import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from './orders-api';

// One page of the orders board (GET /api/admin/orders) with the count of every state under the
// same filters. Any change to an order makes it stale.
const boardApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: contractQuery(build, ENDPOINT_ROUTES.adminOrders, { providesTags: ['OrderList'] }),
  }),
});

export const { useAdminOrdersQuery } = boardApi;
