import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from './orders-api';

// The orders whose job cards the workshop prints in one go (GET /api/admin/orders/job-cards):
// every order in the workshop, or those paid on one day.
const jobCardsApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminJobCards: contractQuery(build, ENDPOINT_ROUTES.adminJobCards, { providesTags: ['JobCards'] }),
  }),
});

export const { useAdminJobCardsQuery } = jobCardsApi;
