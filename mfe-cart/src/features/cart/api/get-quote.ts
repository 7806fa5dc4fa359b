import type { QuoteRequest, QuoteResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// POST /api/orders/quote: the server's prices and promo discount for the cart's lines.
const quoteApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    quote: build.mutation<QuoteResponse, QuoteRequest>({
      query: (body) => ({ url: '/orders/quote', method: 'POST', body }),
    }),
  }),
});

export const { useQuoteMutation } = quoteApi;
