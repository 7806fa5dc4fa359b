// RTK Query api of the account screens (spec section 7: login, register, password reset).
// Injected into the shell's store by useInjectApi(accountApi) at the top of each exposed page.
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from '@rmj/api-client';
import type {
  AccountMessageResponse,
  AuthSessionResponse,
  LoginRequest,
  RegisterStartRequest,
  RegisterVerifyRequest,
  ResetPasswordRequest,
  ResetPasswordVerify,
} from '@rmj/contracts';

const post =
  <T>(url: string) =>
  (body: T) => ({ url, method: 'POST', body });

export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: shopBaseQuery(),
  endpoints: (build) => ({
    /** POST /api/login */
    login: build.mutation<AuthSessionResponse, LoginRequest>({ query: post('/login') }),
    /** POST /api/register, step 1: sends the code. */
    registerRequest: build.mutation<AccountMessageResponse, RegisterStartRequest>({ query: post('/register') }),
    /** POST /api/register, step 2: checks the code and creates the account. */
    registerVerify: build.mutation<AuthSessionResponse, RegisterVerifyRequest>({ query: post('/register') }),
    /** POST /api/reset-password-request */
    resetRequest: build.mutation<AccountMessageResponse, ResetPasswordRequest>({
      query: post('/reset-password-request'),
    }),
    /** POST /api/reset-password-verify */
    resetVerify: build.mutation<AccountMessageResponse, ResetPasswordVerify>({ query: post('/reset-password-verify') }),
    /** POST /api/logout with the stored token: identity ends that session, so the token stops working for checkout. */
    logout: build.mutation<AccountMessageResponse, string>({
      query: (token) => ({ url: '/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterRequestMutation,
  useRegisterVerifyMutation,
  useResetRequestMutation,
  useResetVerifyMutation,
  useLogoutMutation,
} = accountApi;
