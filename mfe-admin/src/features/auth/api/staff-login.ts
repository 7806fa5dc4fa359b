import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Sign-in, step 1: e-mail and password → the second-factor step (or the authenticator's set-up).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: contractMutation(build, ENDPOINT_ROUTES.staffLogin),
  }),
});

export const { useStaffLoginMutation } = api;
