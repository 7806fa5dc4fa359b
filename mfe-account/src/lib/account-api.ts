// The account remote's one RTK Query api. Each call lives in its feature's api/ folder, declared
// from its endpoint contract (contractQuery / contractMutation from @rmj/api-client), and is added
// with injectEndpoints; pages call useInjectApi(accountApi) so the shell's store learns about it.
// Whether a call sends the session's token is its contract's access: login, registration and reset
// are public and never send it (so a wrong password is never mistaken for an ended session); logout
// and the order list do.
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from '@rmj/api-client';

export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: shopBaseQuery(),
  endpoints: () => ({}),
});
