import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { keepChangedOrder } from './keep-changed-order';
import { CHANGED_ORDER_TAGS, ordersApi } from './orders-api';

// Refunds what was paid beyond the order's total (POST …/:orderNumber/refunds/extra); the server
// keys it by the order's extra, so a second press refunds once.
const refundExtraApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminRefundOrderExtra: contractMutation(build, ENDPOINT_ROUTES.adminRefundOrderExtra, {
      onQueryStarted: ({ params }, { dispatch, queryFulfilled }) =>
        keepChangedOrder(params.orderNumber, dispatch, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED_ORDER_TAGS]),
    }),
  }),
});

export const { useAdminRefundOrderExtraMutation } = refundExtraApi;
