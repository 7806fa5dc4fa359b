import type { AccountMessageResponse } from '@rmj/contracts';
import { accountApi, bearer } from '../../../lib/account-api';

// POST /api/logout with the stored token: identity ends that session, so the token stops working for checkout.
const logoutApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<AccountMessageResponse, string>({
      query: (token) => ({ url: '/logout', method: 'POST', headers: bearer(token) }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
