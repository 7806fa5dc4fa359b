import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Invite someone by e-mail (owner): identity mails a set-up code and the link to /admin/setup.
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffInvite: contractMutation(build, ENDPOINT_ROUTES.staffInvite, { invalidatesTags: ['Staff', 'Audit'] }),
  }),
});

export const { useStaffInviteMutation } = api;
