import type { PaymentKeyResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// GET /api/razorpay-key: the provider's public key and the checkout script to load. A mutation, so
// each checkout asks afresh (nothing cached between attempts).
const paymentKeyApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    paymentKey: build.mutation<PaymentKeyResponse, void>({ query: () => ({ url: '/razorpay-key' }) }),
  }),
});

export const { usePaymentKeyMutation } = paymentKeyApi;
