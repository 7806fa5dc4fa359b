import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from './admin-api';

// Sign-out: the server ends the staff session of the token (no body).
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogout: contractMutation(build, ENDPOINT_ROUTES.staffLogout),
  }),
});

export const { useStaffLogoutMutation } = api;
