import type { CallArgs } from '@rmj/api-client';
import { requestFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES, VERIFY_CONFIRMATION, type EndpointResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

const route = ENDPOINT_ROUTES.verifyPayment;

// The provider's signed answer; the server records the paid order. Each call gives up after
// VERIFY_CONFIRMATION.attemptTimeoutMs (longer than the gateway's wait, whose 504 comes first), and
// the checkout asks again (use-checkout, confirm-verify).
const verifyPaymentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    verifyPayment: build.mutation<EndpointResponse<typeof route>, CallArgs<typeof route>>({
      query: (args) => ({ ...requestFor(route, args), timeout: VERIFY_CONFIRMATION.attemptTimeoutMs }),
    }),
  }),
});

export const { useVerifyPaymentMutation } = verifyPaymentApi;
