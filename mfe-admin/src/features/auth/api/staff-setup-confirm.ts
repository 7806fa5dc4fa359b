import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Set-up, step 2: the authenticator's first code → signed in, with the ten recovery codes (shown once).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffSetupConfirm: contractMutation(build, ENDPOINT_ROUTES.staffSetupConfirm),
  }),
});

export const { useStaffSetupConfirmMutation } = api;
