import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// The owner approves the price a staff member set, so the piece may be published.
const approvePriceApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminApprovePrice: contractMutation(build, ENDPOINT_ROUTES.adminApprovePrice, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminApprovePriceMutation } = approvePriceApi;
