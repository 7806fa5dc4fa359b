import type { TrackOrderResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// GET /api/track-order/{orderNumber}: the owner's token (if any) unmasks it.
const trackOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.query<TrackOrderResponse, string>({
      query: (orderNumber) => `/track-order/${encodeURIComponent(orderNumber)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackOrderApi;
