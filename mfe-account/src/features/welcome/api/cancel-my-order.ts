import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// The shopper cancels their own order (`{ params: { orderNumber }, body: {} }`) with the stored
// token, within the hour after paying and before the workshop starts; 409 with the reason after.
const cancelMyOrderApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    cancelMyOrder: contractMutation(build, ENDPOINT_ROUTES.cancelMyOrder),
  }),
});

export const { useCancelMyOrderMutation } = cancelMyOrderApi;
