// The account remote's one RTK Query api. Each call lives in its feature's api/ folder and is
// added with injectEndpoints; pages call useInjectApi(accountApi) so the shell's store learns
// about it. Only the calls that are about the shopper's session send its token (`bearer`): a wrong
// password is then never mistaken for an ended session.
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from '@rmj/api-client';

export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: shopBaseQuery(),
  endpoints: () => ({}),
});

/** The `Authorization` header for a call made with the shopper's access token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
