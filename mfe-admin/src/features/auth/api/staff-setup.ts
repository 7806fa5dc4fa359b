import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// Set-up, step 1: the mailed code, name and password → a new authenticator secret to add.
const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffSetup: contractMutation(build, ENDPOINT_ROUTES.staffSetup),
  }),
});

export const { useStaffSetupMutation } = api;
