import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// POST /api/verify-payment: the provider's signed answer; the server records the paid order.
const verifyPaymentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: '/verify-payment', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyPaymentMutation } = verifyPaymentApi;
