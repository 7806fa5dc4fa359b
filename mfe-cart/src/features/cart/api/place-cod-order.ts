import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// A cash-on-delivery order placed unpaid (no payment window), with the server's prices.
const placeCodOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    placeCodOrder: contractMutation(build, ENDPOINT_ROUTES.placeCodOrder),
  }),
});

export const { usePlaceCodOrderMutation } = placeCodOrderApi;
