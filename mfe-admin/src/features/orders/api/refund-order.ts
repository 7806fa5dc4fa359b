import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { keepChangedOrder } from './keep-changed-order';
import { CHANGED_ORDER_TAGS, ordersApi } from './orders-api';

// Refunds part or all of a returned order's payment (POST …/:orderNumber/refunds); the form's
// idempotency key makes a repeated request refund once.
const refundOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminRefundOrder: contractMutation(build, ENDPOINT_ROUTES.adminRefundOrder, {
      onQueryStarted: ({ params }, { dispatch, queryFulfilled }) =>
        keepChangedOrder(params.orderNumber, dispatch, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED_ORDER_TAGS]),
    }),
  }),
});

export const { useAdminRefundOrderMutation } = refundOrderApi;
