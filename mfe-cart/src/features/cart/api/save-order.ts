import type { SaveOrderRequest, SaveOrderResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// POST /api/orders: the spec's saved order payload, attached to the order verify recorded.
const saveOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    saveOrder: build.mutation<SaveOrderResponse, SaveOrderRequest>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
    }),
  }),
});

export const { useSaveOrderMutation } = saveOrderApi;
