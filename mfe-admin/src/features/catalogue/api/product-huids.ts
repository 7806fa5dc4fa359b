import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// A hallmarked product's HUIDs (in stock and sold), adding the HUIDs of new pieces and removing one
// entered by mistake. Each change answers the whole list, kept at once; the product (whose
// huidsInStock counts them) and the products table ask again.
const huidsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Huids'] }).injectEndpoints({
  endpoints: (build) => ({
    adminProductHuids: contractQuery(build, ENDPOINT_ROUTES.adminProductHuids, {
      providesTags: (_result, _error, { productId }) => [{ type: 'Huids', id: productId }],
    }),
    adminAddProductHuids: contractMutation(build, ENDPOINT_ROUTES.adminAddProductHuids, {
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(huidsApi.util.upsertQueryData('adminProductHuids', { productId: params.productId }, data));
          dispatch(adminApi.util.invalidateTags([{ type: 'Product', id: params.productId }, 'ProductList']));
        } catch {
          // Refused: the panel shows the message beside the field.
        }
      },
    }),
    adminRemoveProductHuid: contractMutation(build, ENDPOINT_ROUTES.adminRemoveProductHuid, {
      onQueryStarted: async ({ productId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(huidsApi.util.upsertQueryData('adminProductHuids', { productId }, data));
          dispatch(adminApi.util.invalidateTags([{ type: 'Product', id: productId }, 'ProductList']));
        } catch {
          // Refused: the panel shows the message.
        }
      },
    }),
  }),
});

export const { useAdminProductHuidsQuery, useAdminAddProductHuidsMutation, useAdminRemoveProductHuidMutation } =
  huidsApi;
