import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Change a member's role, or turn their access off or on (owner); their sessions end.
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffUpdate: contractMutation(build, ENDPOINT_ROUTES.staffUpdate, { invalidatesTags: ['Staff', 'Audit'] }),
  }),
});

export const { useStaffUpdateMutation } = api;
