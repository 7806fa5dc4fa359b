// The catalog remote's one RTK Query api, on the shop's base query (@rmj/api-client: /api, and an
// answer with success: false counts as an error). Each call lives in its feature's api/ folder and
// is added with injectEndpoints; pages call useInjectApi(catalogApi) so the shell's store learns it.
import { shopBaseQuery, createShopApi } from '@rmj/api-client';

export const catalogApi = createShopApi({
  reducerPath: 'catalogApi',
  baseQuery: shopBaseQuery(),
  endpoints: () => ({}),
});
