// The back office's one RTK Query api. Each call lives in its feature's api/ folder, declared from
// its endpoint contract (contractQuery / contractMutation from @rmj/api-client) and added with
// injectEndpoints; pages call useInjectApi(adminApi) (AdminPage does it for every signed-in page)
// so the shell's store learns about it. Every call sends the staff token (staffBaseQuery).
import { createApi } from '@reduxjs/toolkit/query/react';
import { staffBaseQuery } from './staff-base-query';

/** Cache tags: a mutation invalidates what it changes (a feature may add its own with enhanceEndpoints). */
export const ADMIN_TAGS = [
  'Me',
  'Staff',
  'Audit',
  'Product',
  'ProductList',
  'Photos',
  'PriceHistory',
  'Settings',
] as const;

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: staffBaseQuery(),
  tagTypes: ADMIN_TAGS,
  endpoints: () => ({}),
});
