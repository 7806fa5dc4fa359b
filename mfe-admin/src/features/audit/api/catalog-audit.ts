import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The catalogue's part of the audit trail: every product, price, stock and photo change (owner).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    catalogAudit: contractQuery(build, ENDPOINT_ROUTES.catalogAudit, { providesTags: ['Audit'] }),
  }),
});

export const { useCatalogAuditQuery } = api;
