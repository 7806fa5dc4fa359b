// The cart remote's one RTK Query api, to the orders service. Each call lives in its feature's api/
// folder and is added with injectEndpoints; pages call useInjectApi(ordersApi) so the shell's store
// learns about it. Calls carry the shopper's access token from the stored session (checkout needs
// it; tracking shows the owner the whole order).
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from '@rmj/api-client';

export const ordersApi = createApi({
  reducerPath: 'ordersApi',
  baseQuery: shopBaseQuery({ withSession: true }),
  endpoints: () => ({}),
});
