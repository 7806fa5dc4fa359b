import { requestFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type EndpointResponse } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { keepChangedProduct } from './get-product';

/** One photograph for one product. */
export interface UploadPhotoRequest {
  productId: string;
  photo: File;
}

// POST …/products/:productId/photos as multipart (field 'photo'); the answer is the product with the
// new photograph last.
const uploadPhotoApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminUploadPhoto: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.adminUploadPhoto>, UploadPhotoRequest>({
      query: ({ productId, photo }) => {
        const form = new FormData();
        // No content type here: the browser writes the multipart boundary itself.
        form.append('photo', photo, photo.name);
        return requestFor(ENDPOINT_ROUTES.adminUploadPhoto, { params: { productId }, body: form });
      },
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => keepChangedProduct(dispatch, queryFulfilled),
    }),
  }),
});

export const { useAdminUploadPhotoMutation } = uploadPhotoApi;
