import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Publish, unpublish or mark sold out the ticked rows; every product may have changed, so the table
// and any open product are asked for again.
const bulkProductsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminBulkProducts: contractMutation(build, ENDPOINT_ROUTES.adminBulkProducts, {
      invalidatesTags: (_result, error, { productIds }) =>
        error ? [] : ['ProductList', ...productIds.map((id) => ({ type: 'Product' as const, id }))],
    }),
  }),
});

export const { useAdminBulkProductsMutation } = bulkProductsApi;
