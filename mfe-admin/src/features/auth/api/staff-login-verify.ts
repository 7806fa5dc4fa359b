import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Sign-in, step 2: an authenticator or recovery code → the staff token.
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffLoginVerify: contractMutation(build, ENDPOINT_ROUTES.staffLoginVerify),
  }),
});

export const { useStaffLoginVerifyMutation } = api;
