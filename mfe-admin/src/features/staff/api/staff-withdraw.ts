import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Withdraw an invitation not used yet (owner): its set-up code stops working at once.
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffWithdrawInvitation: contractMutation(build, ENDPOINT_ROUTES.staffWithdrawInvitation, {
      invalidatesTags: ['Staff', 'Audit'],
    }),
  }),
});

export const { useStaffWithdrawInvitationMutation } = api;
