import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// Deletes the shopper's account with the stored token (`{ email }`: the account's e-mail
// typed again). 409 names the orders still open, 503 asks to try again; the account then still works.
const deleteAccountApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: contractMutation(build, ENDPOINT_ROUTES.deleteAccount),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
