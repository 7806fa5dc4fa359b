// The cart remote's one RTK Query api, to the orders service. Each call lives in its feature's api/
// folder, declared from its endpoint contract (contractQuery / contractMutation from
// @rmj/api-client), and is added with injectEndpoints; pages call useInjectApi(ordersApi) so the
// shell's store learns about it. No session option here: each call sends the stored token because
// its contract is not public (checkout needs it; tracking shows the owner the whole order).
import { shopBaseQuery, createShopApi } from '@rmj/api-client';

export const ordersApi = createShopApi({
  reducerPath: 'ordersApi',
  baseQuery: shopBaseQuery(),
  endpoints: () => ({}),
});
