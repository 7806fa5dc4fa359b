import { requestFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The catalogue as CSV text (GET /api/admin/catalogue/export). A mutation, not a cached query: each
// click downloads the catalogue as it is now. It needs the staff token, so the screen fetches it and
// saves it, instead of linking to the address.
const exportCatalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminExportCatalogue: build.mutation<string, void>({
      query: () => ({ ...requestFor(ENDPOINT_ROUTES.adminExportCatalogue, undefined), responseHandler: 'text' }),
    }),
  }),
});

export const { useAdminExportCatalogueMutation } = exportCatalogueApi;
