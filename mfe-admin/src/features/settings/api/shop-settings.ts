import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// The shop's settings with their version (owner), saving them on that version, and the team whose
// active members may be chosen to receive notices (identity's staff list, also owner-only).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminSettings: contractQuery(build, ENDPOINT_ROUTES.adminSettings, { providesTags: ['Settings'] }),
    adminUpdateSettings: contractMutation(build, ENDPOINT_ROUTES.adminUpdateSettings, {
      invalidatesTags: ['Settings', 'Audit'],
    }),
    noticeCandidates: contractQuery(build, ENDPOINT_ROUTES.staffList, { providesTags: ['Staff'] }),
  }),
});

export const { useAdminSettingsQuery, useAdminUpdateSettingsMutation, useNoticeCandidatesQuery } = api;
