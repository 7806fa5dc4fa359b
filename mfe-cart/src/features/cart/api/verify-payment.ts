import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The provider's signed answer; the server records the paid order.
const verifyPaymentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    verifyPayment: contractMutation(build, ENDPOINT_ROUTES.verifyPayment),
  }),
});

export const { useVerifyPaymentMutation } = verifyPaymentApi;
