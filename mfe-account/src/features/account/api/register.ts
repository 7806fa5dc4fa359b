import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// Registration, one endpoint in two steps: without a code it mails one (the answer is a message);
// with the code it creates the account (the answer is the session). The account screen holds one
// hook per step, so each step has its own loading state.
const registerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    register: contractMutation(build, ENDPOINT_ROUTES.register),
  }),
});

export const { useRegisterMutation } = registerApi;
