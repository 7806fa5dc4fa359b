import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { orderTag, ordersApi } from './orders-api';

// One order in full (GET /api/admin/orders/:orderNumber): the order page's data.
export const orderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrder: contractQuery(build, ENDPOINT_ROUTES.adminOrder, {
      providesTags: (_result, _error, { orderNumber }) => [orderTag(orderNumber)],
    }),
  }),
});

export const { useAdminOrderQuery } = orderApi;
