import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// Where an Indian PIN code is (catalog): the address form fills City and State from it.
const pinApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    pinPlace: contractQuery(build, ENDPOINT_ROUTES.pinPlace),
  }),
});

export const { usePinPlaceQuery } = pinApi;
