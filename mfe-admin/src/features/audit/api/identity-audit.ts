import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Identity's part of the audit trail: set-ups, sign-ins, invitations, role changes (owner).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    identityAudit: contractQuery(build, ENDPOINT_ROUTES.identityAudit, { providesTags: ['Audit'] }),
  }),
});

export const { useIdentityAuditQuery } = api;
