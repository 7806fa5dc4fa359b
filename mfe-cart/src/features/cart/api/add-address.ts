import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// Saves the checkout's address to the shopper's account (the form's tick box, never ticked for them).
const addAddressApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    addAddress: contractMutation(build, ENDPOINT_ROUTES.addAddress),
  }),
});

export const { useAddAddressMutation } = addAddressApi;
