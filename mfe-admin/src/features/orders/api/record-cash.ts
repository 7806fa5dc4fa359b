import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { keepChangedOrder } from './keep-changed-order';
import { CHANGED_ORDER_TAGS, ordersApi } from './orders-api';

// Staff record the cash a courier collected for a cash-on-delivery order (POST …/:orderNumber/cash-collected).
const recordCashApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminCashCollected: contractMutation(build, ENDPOINT_ROUTES.adminCashCollected, {
      onQueryStarted: ({ params }, { dispatch, queryFulfilled }) =>
        keepChangedOrder(params.orderNumber, dispatch, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED_ORDER_TAGS]),
    }),
  }),
});

export const { useAdminCashCollectedMutation } = recordCashApi;
