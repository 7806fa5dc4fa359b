import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { keepChangedOrder } from './keep-changed-order';
import { CHANGED_ORDER_TAGS, ordersApi } from './orders-api';

// A shipped order's courier, AWB or tracking link corrected (PUT …/:orderNumber/shipment).
const correctShipmentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminCorrectShipment: contractMutation(build, ENDPOINT_ROUTES.adminCorrectShipment, {
      onQueryStarted: ({ params }, { dispatch, queryFulfilled }) =>
        keepChangedOrder(params.orderNumber, dispatch, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED_ORDER_TAGS]),
    }),
  }),
});

export const { useAdminCorrectShipmentMutation } = correctShipmentApi;
