import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// The session (token, user id, names) for a right e-mail and password.
const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: contractMutation(build, ENDPOINT_ROUTES.login),
  }),
});

export const { useLoginMutation } = loginApi;
