import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// A copy of a product ("<name> (copy)", unpublished, the same photographs), opened in the editor.
const duplicateProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDuplicateProduct: contractMutation(build, ENDPOINT_ROUTES.adminDuplicateProduct, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminDuplicateProductMutation } = duplicateProductApi;
