import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// The three parts of the shopper's copy of their data, each from the service that holds it: the
// account and saved addresses (identity), every order (orders), the stored files (catalog). Asked
// for only when the shopper presses the button, and not kept afterwards.
const myDataApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    myAccountData: contractQuery(build, ENDPOINT_ROUTES.myAddresses, { keepUnusedDataFor: 0 }),
    myOrdersData: contractQuery(build, ENDPOINT_ROUTES.myOrdersData, { keepUnusedDataFor: 0 }),
    myFiles: contractQuery(build, ENDPOINT_ROUTES.myFiles, { keepUnusedDataFor: 0 }),
  }),
});

export const { useLazyMyAccountDataQuery, useLazyMyOrdersDataQuery, useLazyMyFilesQuery } = myDataApi;
