import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// Where an Indian PIN code is (catalog): the form fills City and State from it. The answer never
// changes within a release, so it is kept while the form is open.
const pinApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    pinPlace: contractQuery(build, ENDPOINT_ROUTES.pinPlace),
  }),
});

export const { usePinPlaceQuery } = pinApi;
