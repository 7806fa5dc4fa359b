import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// Archive a product: hidden from every public page, kept for old orders.
const archiveProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminArchiveProduct: contractMutation(build, ENDPOINT_ROUTES.adminArchiveProduct, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminArchiveProductMutation } = archiveProductApi;
