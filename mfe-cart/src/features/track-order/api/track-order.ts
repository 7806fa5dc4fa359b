import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// An order by number, `{ orderNumber }`: the owner's stored token (if any) unmasks it. Not kept once
// the page is left, so a later visit asks afresh.
const trackOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: contractQuery(build, ENDPOINT_ROUTES.trackOrder, { keepUnusedDataFor: 0 }),
  }),
});

export const { useLazyTrackOrderQuery } = trackOrderApi;
