import type { AccountMessageResponse, ResetPasswordRequest, ResetPasswordVerify } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// POST /api/reset-password-request (sends a code), then POST /api/reset-password-verify (code and new password).
const resetPasswordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    resetRequest: build.mutation<AccountMessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/reset-password-request', method: 'POST', body }),
    }),
    resetVerify: build.mutation<AccountMessageResponse, ResetPasswordVerify>({
      query: (body) => ({ url: '/reset-password-verify', method: 'POST', body }),
    }),
  }),
});

export const { useResetRequestMutation, useResetVerifyMutation } = resetPasswordApi;
