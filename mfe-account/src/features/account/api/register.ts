import type {
  AccountMessageResponse,
  AuthSessionResponse,
  RegisterStartRequest,
  RegisterVerifyRequest,
} from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// POST /api/register, in two steps: without a code it sends one; with the code it creates the account.
const registerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Step 1: sends the code. */
    registerRequest: build.mutation<AccountMessageResponse, RegisterStartRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    /** Step 2: checks the code and creates the account. */
    registerVerify: build.mutation<AuthSessionResponse, RegisterVerifyRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterRequestMutation, useRegisterVerifyMutation } = registerApi;
