import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// The shopper's saved delivery addresses (identity), with the stored token. Not kept once the page
// is left; the page asks again after each change.
const addressesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    myAddresses: contractQuery(build, ENDPOINT_ROUTES.myAddresses, { keepUnusedDataFor: 0 }),
    addAddress: contractMutation(build, ENDPOINT_ROUTES.addAddress),
    updateAddress: contractMutation(build, ENDPOINT_ROUTES.updateAddress),
    removeAddress: contractMutation(build, ENDPOINT_ROUTES.removeAddress),
  }),
});

export const { useMyAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useRemoveAddressMutation } =
  addressesApi;
