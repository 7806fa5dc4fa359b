import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The team and the invitations not used yet (owner).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: contractQuery(build, ENDPOINT_ROUTES.staffList, { providesTags: ['Staff'] }),
  }),
});

export const { useStaffListQuery } = api;
