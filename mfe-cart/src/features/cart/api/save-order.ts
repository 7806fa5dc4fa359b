import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The spec's saved order payload, attached to the order verify recorded.
const saveOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    saveOrder: contractMutation(build, ENDPOINT_ROUTES.saveOrder),
  }),
});

export const { useSaveOrderMutation } = saveOrderApi;
