import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

// A new order of a product's photographs (every id once, the main one first).
const orderPhotosApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrderPhotos: contractMutation(build, ENDPOINT_ROUTES.adminOrderPhotos, {
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminOrderPhotosMutation } = orderPhotosApi;
