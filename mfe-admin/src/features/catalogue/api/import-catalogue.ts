import { requestFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type EndpointResponse } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// A catalogue CSV (multipart field 'file'): every row is checked first, and with any bad row nothing
// changes (422 with each row's line and reason). Applied: every product may have changed.
const importCatalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminImportCatalogue: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.adminImportCatalogue>, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return requestFor(ENDPOINT_ROUTES.adminImportCatalogue, form);
      },
      invalidatesTags: (_result, error) => (error ? [] : ['ProductList', 'Product', 'PriceHistory']),
    }),
  }),
});

export const { useAdminImportCatalogueMutation } = importCatalogueApi;
