// Type-level checks (they fail `pnpm typecheck`, not Jest): a call's types come from its contract.
import type { CreatePaymentOrderRequest, TrackOrderResponse } from '../index';
import type { ENDPOINTS } from './registry';
import type { ENDPOINT_ROUTES } from './routes';
import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResponse } from './types';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T | undefined => undefined;

type Track = typeof ENDPOINT_ROUTES.trackOrder;

holds<Equal<EndpointParams<Track>, { orderNumber: string }>>();
holds<Equal<EndpointResponse<Track>, TrackOrderResponse>>();
holds<Equal<EndpointBody<Track>, undefined>>();
holds<Equal<EndpointQuery<Track>, undefined>>();
holds<Equal<EndpointBody<typeof ENDPOINTS.createPaymentOrder>, CreatePaymentOrderRequest>>();
holds<
  Equal<
    EndpointParams<typeof ENDPOINTS.customListing>['listing'],
    `${'women' | 'men' | 'kids'}-${'rings' | 'bracelets' | 'pendants'}`
  >
>();
holds<Equal<EndpointParams<typeof ENDPOINTS.myOrders>, undefined>>();
holds<Equal<EndpointBody<typeof ENDPOINTS.uploadFile>, FormData>>();
holds<Equal<keyof NonNullable<EndpointQuery<typeof ENDPOINTS.allProducts>>, 'limit' | 'sortBy'>>();

it('reads the types of a call from its contract (checked by tsc)', () => {
  expect(holds()).toBeUndefined();
});
