import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// A new product from the editor (POST …/products); it starts unpublished.
const createProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCreateProduct: contractMutation(build, ENDPOINT_ROUTES.adminCreateProduct, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminCreateProductMutation } = createProductApi;
