// RTK Query api of the account screens (spec section 7: login, register, password reset).
// Injected into the shell's store by useInjectApi(accountApi) at the top of each exposed page.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type {
  AccountMessageResponse,
  AuthSessionResponse,
  LoginRequest,
  RegisterStartRequest,
  RegisterVerifyRequest,
  ResetPasswordRequest,
  ResetPasswordVerify,
} from '@rmj/contracts';

// fetch is looked up per call, so tests can install their fake network edge after import.
const fetchJson = fetchBaseQuery({ baseUrl: '/api', fetchFn: (input, init) => fetch(input, init) });

/** fetchBaseQuery that also treats a 2xx body with `success: false` as an error. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await fetchJson(args, api, extra);
  const data = result.data as { success?: unknown } | undefined;
  if (data && typeof data === 'object' && data.success === false) {
    return { error: { status: 'CUSTOM_ERROR', error: 'Request was not successful', data }, meta: result.meta };
  }
  return result;
};

const post = <T>(url: string) => (body: T) => ({ url, method: 'POST', body });

export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery,
  endpoints: (build) => ({
    /** POST /api/login */
    login: build.mutation<AuthSessionResponse, LoginRequest>({ query: post('/login') }),
    /** POST /api/register, step 1: sends the code. */
    registerRequest: build.mutation<AccountMessageResponse, RegisterStartRequest>({ query: post('/register') }),
    /** POST /api/register, step 2: checks the code and creates the account. */
    registerVerify: build.mutation<AuthSessionResponse, RegisterVerifyRequest>({ query: post('/register') }),
    /** POST /api/reset-password-request */
    resetRequest: build.mutation<AccountMessageResponse, ResetPasswordRequest>({ query: post('/reset-password-request') }),
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
