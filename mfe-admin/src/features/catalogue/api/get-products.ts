import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// One page of the products table (GET /api/admin/catalogue/products) for the filters, sort and
// page in the address. Any product change invalidates 'ProductList', so the table shows it.
const productsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: contractQuery(build, ENDPOINT_ROUTES.adminProducts, {
      providesTags: ['ProductList'],
    }),
  }),
});

export const { useAdminProductsQuery } = productsApi;
