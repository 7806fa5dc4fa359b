import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// The editor's changed fields (PATCH …/products/:productId); a price change also adds to the price
// history, so that list is asked for again.
const updateProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminUpdateProduct: contractMutation(build, ENDPOINT_ROUTES.adminUpdateProduct, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
      invalidatesTags: (_result, error, { params }) => (error ? [] : [{ type: 'PriceHistory', id: params.productId }]),
    }),
  }),
});

export const { useAdminUpdateProductMutation } = updateProductApi;
