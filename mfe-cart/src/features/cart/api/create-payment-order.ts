import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The provider's order, with the server's prices for the lines.
const createPaymentOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    createPaymentOrder: contractMutation(build, ENDPOINT_ROUTES.createPaymentOrder),
  }),
});

export const { useCreatePaymentOrderMutation } = createPaymentOrderApi;
