import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The team, for the audit trail's "who" filter (the staff list, under a name of its own in this feature).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditPeople: contractQuery(build, ENDPOINT_ROUTES.staffList, { providesTags: ['Staff'] }),
  }),
});

export const { useAuditPeopleQuery } = api;
