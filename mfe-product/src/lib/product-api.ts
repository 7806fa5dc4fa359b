// The product remote's one RTK Query api, on the shop's base query (@rmj/api-client), injected
// into the shell's store with useInjectApi. Each call is added with injectEndpoints: the product
// call in features/product/api/, the upload (both pages use it) in lib/upload-file.ts.
import { shopBaseQuery, createShopApi } from '@rmj/api-client';

export const productApi = createShopApi({
  reducerPath: 'productApi',
  // No session token by default: the product call must match the shell's early download of it
  // (RemoteRoute.data), which carries none.
  baseQuery: shopBaseQuery(),
  endpoints: () => ({}),
});
