import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// What a returning customer's checkout is filled from: the account and its saved addresses
// (identity), and the latest order's details (orders). Asked afresh each time the form opens.
const prefillApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    myAddresses: contractQuery(build, ENDPOINT_ROUTES.myAddresses, { keepUnusedDataFor: 0 }),
    lastOrderDetails: contractQuery(build, ENDPOINT_ROUTES.lastOrderDetails, { keepUnusedDataFor: 0 }),
  }),
});

export const { useMyAddressesQuery, useLastOrderDetailsQuery } = prefillApi;
