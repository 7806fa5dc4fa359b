import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// Bring an archived product back (shown again if it is published).
const restoreProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminRestoreProduct: contractMutation(build, ENDPOINT_ROUTES.adminRestoreProduct, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminRestoreProductMutation } = restoreProductApi;
