import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Every change of a product's price and old price, newest first (who, when, before, after).
const priceHistoryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminPriceHistory: contractQuery(build, ENDPOINT_ROUTES.adminPriceHistory, {
      providesTags: (_result, _error, { productId }) => [{ type: 'PriceHistory', id: productId }],
    }),
  }),
});

export const { useAdminPriceHistoryQuery } = priceHistoryApi;
