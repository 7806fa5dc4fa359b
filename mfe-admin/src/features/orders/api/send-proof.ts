import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { keepChangedOrder } from './keep-changed-order';
import { CHANGED_ORDER_TAGS, ordersApi } from './orders-api';

// E-mails the customer the engraving proof (POST …/:orderNumber/proof); a new round ends the last one's links.
const sendProofApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminSendProof: contractMutation(build, ENDPOINT_ROUTES.adminSendProof, {
      onQueryStarted: ({ orderNumber }, { dispatch, queryFulfilled }) =>
        keepChangedOrder(orderNumber, dispatch, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED_ORDER_TAGS]),
    }),
  }),
});

export const { useAdminSendProofMutation } = sendProofApi;
