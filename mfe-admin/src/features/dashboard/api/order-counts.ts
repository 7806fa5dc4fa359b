import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The count of orders in each state, for the landing page: the orders board's call
// (GET /api/admin/orders) without filters, of which the landing page reads only `counts`. Its
// own cache entry, stale whenever an order changes ('OrderList', as the board's).
const orderCountsApi = adminApi.enhanceEndpoints({ addTagTypes: ['OrderList'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboardOrderCounts: contractQuery(build, ENDPOINT_ROUTES.adminOrders, { providesTags: ['OrderList'] }),
  }),
});

export const { useDashboardOrderCountsQuery } = orderCountsApi;
