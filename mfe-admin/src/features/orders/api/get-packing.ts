import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from './orders-api';

// The shipping labels' and packing slips' parcels (GET /api/admin/orders/packing): one order by its
// number, or every order shipped on one day. A changed order makes them stale, as the job cards.
const packingApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminPacking: contractQuery(build, ENDPOINT_ROUTES.adminPacking, { providesTags: ['JobCards'] }),
  }),
});

export const { useAdminPackingQuery } = packingApi;
