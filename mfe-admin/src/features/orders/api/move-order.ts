import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { keepChangedOrder } from './keep-changed-order';
import { CHANGED_ORDER_TAGS, ordersApi } from './orders-api';

// A move of an order to its next state (POST …/:orderNumber/moves), shipping included.
const moveOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminMoveOrder: contractMutation(build, ENDPOINT_ROUTES.adminMoveOrder, {
      onQueryStarted: ({ params }, { dispatch, queryFulfilled }) =>
        keepChangedOrder(params.orderNumber, dispatch, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED_ORDER_TAGS]),
    }),
  }),
});

export const { useAdminMoveOrderMutation } = moveOrderApi;
