import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The old-gold buy-back rates and deduction: every staff role reads them, the owner sets them. The
// save answers the settings now, which replace the cached ones; the audit trail gains an entry.
const buybackApi = adminApi.enhanceEndpoints({ addTagTypes: ['Buyback'] }).injectEndpoints({
  endpoints: (build) => ({
    adminBuyback: contractQuery(build, ENDPOINT_ROUTES.adminBuyback, { providesTags: ['Buyback'] }),
    adminSetBuyback: contractMutation(build, ENDPOINT_ROUTES.adminSetBuyback, {
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) {
          await dispatch(buybackApi.util.upsertQueryData('adminBuyback', undefined, data));
          dispatch(adminApi.util.invalidateTags(['Audit']));
        }
      },
    }),
  }),
});

export const { useAdminBuybackQuery, useAdminSetBuybackMutation } = buybackApi;
