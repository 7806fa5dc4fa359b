// The product remote's one RTK Query api, injected into the shell's store with useInjectApi.
// Each call lives in its own file and is added with injectEndpoints.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '@rmj/contracts';

export const productApi = createApi({
  reducerPath: 'productApi',
  // fetchFn reads the global fetch at call time (tests install theirs after import).
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE, fetchFn: (input, init) => fetch(input, init) }),
  endpoints: () => ({}),
});
