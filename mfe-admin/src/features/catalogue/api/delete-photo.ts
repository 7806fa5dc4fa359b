import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// Take a photograph off a product (its files stay served for old orders and carts).
const deletePhotoApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDeletePhoto: contractMutation(build, ENDPOINT_ROUTES.adminDeletePhoto, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminDeletePhotoMutation } = deletePhotoApi;
