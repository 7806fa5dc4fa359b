import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Today's rates with who set them and their history (every staff role reads them: the editor's
// price preview uses them too), and the owner's save. A save answers the new rates and history,
// kept at once; every piece priced by weight changes price, so the products table asks again.
const ratesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Rates'] }).injectEndpoints({
  endpoints: (build) => ({
    adminRates: contractQuery(build, ENDPOINT_ROUTES.adminRates, { providesTags: ['Rates'] }),
    adminSetRates: contractMutation(build, ENDPOINT_ROUTES.adminSetRates, {
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(ratesApi.util.upsertQueryData('adminRates', undefined, data));
          dispatch(adminApi.util.invalidateTags(['ProductList', 'Product', 'Audit']));
        } catch {
          // A refused save changed nothing; the form shows the message.
        }
      },
    }),
  }),
});

export const { useAdminRatesQuery, useAdminSetRatesMutation } = ratesApi;
