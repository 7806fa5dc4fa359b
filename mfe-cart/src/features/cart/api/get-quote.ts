import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The server's prices and promo discount for the cart's lines.
const quoteApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    quote: contractMutation(build, ENDPOINT_ROUTES.quote),
  }),
});

export const { useQuoteMutation } = quoteApi;
