import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The provider's public key and the checkout script to load. A mutation, though the contract's
// method is GET, so each checkout asks afresh (nothing cached between attempts).
const paymentKeyApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    paymentKey: contractMutation(build, ENDPOINT_ROUTES.paymentKey),
  }),
});

export const { usePaymentKeyMutation } = paymentKeyApi;
