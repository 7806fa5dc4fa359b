// The catalog remote's one RTK Query api. Each call lives in its own file and is added with
// injectEndpoints; pages call useInjectApi(catalogApi) so the shell's store learns about it.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '@rmj/contracts';

export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  // fetchFn reads the global fetch at call time (tests install theirs after import).
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE, fetchFn: (input, init) => fetch(input, init) }),
  endpoints: () => ({}),
});
