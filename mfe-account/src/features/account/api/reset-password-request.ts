import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// Mails a password reset code (the same answer for known and unknown e-mails).
const resetPasswordRequestApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    resetPasswordRequest: contractMutation(build, ENDPOINT_ROUTES.resetPasswordRequest),
  }),
});

export const { useResetPasswordRequestMutation } = resetPasswordRequestApi;
