import type { AuthSessionResponse, LoginRequest } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// POST /api/login: the session (token, user id, names) for a right e-mail and password.
const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSessionResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
