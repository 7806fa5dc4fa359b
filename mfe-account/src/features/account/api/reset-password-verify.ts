import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// Sets the new password with the mailed code.
const resetPasswordVerifyApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    resetPasswordVerify: contractMutation(build, ENDPOINT_ROUTES.resetPasswordVerify),
  }),
});

export const { useResetPasswordVerifyMutation } = resetPasswordVerifyApi;
