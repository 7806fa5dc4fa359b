import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';
import { ratesApi, useAdminRatesQuery } from '../../../lib/rates-api';

// The owner's save of today's rates. It answers the new rates and history, kept at once; every
// piece priced by weight changes price, so the products table and an open product ask again.
const setRatesApi = ratesApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAdminSetRatesMutation } = setRatesApi;
export { useAdminRatesQuery };
