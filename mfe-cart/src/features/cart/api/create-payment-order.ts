import type { CreatePaymentOrderRequest, CreatePaymentOrderResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// POST /api/create-razorpay-order: the provider's order, with the server's prices for the lines.
const createPaymentOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    createPaymentOrder: build.mutation<CreatePaymentOrderResponse, CreatePaymentOrderRequest>({
      query: (body) => ({ url: '/create-razorpay-order', method: 'POST', body }),
    }),
  }),
});

export const { useCreatePaymentOrderMutation } = createPaymentOrderApi;
