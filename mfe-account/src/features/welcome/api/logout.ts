import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// Identity ends the stored token's session, so the token stops working for checkout. Sent with no
// body; the token is read from the stored session when the call starts, so it must be called
// before the session is cleared.
const logoutApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    logout: contractMutation(build, ENDPOINT_ROUTES.logout),
  }),
});

export const { useLogoutMutation } = logoutApi;
