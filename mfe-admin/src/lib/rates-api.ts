import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from './admin-api';

// Today's rates with who set them and their history: the rate screen shows them and the product
// editor prices a piece by weight with them, so the call lives here, shared by both features.
export const ratesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Rates'] }).injectEndpoints({
  endpoints: (build) => ({
    adminRates: contractQuery(build, ENDPOINT_ROUTES.adminRates, { providesTags: ['Rates'] }),
  }),
});

export const { useAdminRatesQuery } = ratesApi;
