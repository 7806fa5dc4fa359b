// The back office's base query: like @rmj/api-client's shopBaseQuery (base URL /api, a 2xx answer
// with `success: false` is an error), but the token it sends is the staff session's, never the
// shopper's, and a refused staff token ends the staff session only. shopBaseQuery cannot be used
// as is: contract calls put the shopper's token on every non-public call, and its 401 handling
// would sign the shopper out when a staff session ends.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE } from '@rmj/contracts';
import { clearStaffSession, readStaffSession } from './staff-session';

/** An RTK Query base query for the staff endpoints. */
export function staffBaseQuery(): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const fetchJson = fetchBaseQuery({
    baseUrl: API_BASE,
    // fetch is looked up per call, so tests can install their fake network edge after import.
    fetchFn: (input, init) => fetch(input, init),
    prepareHeaders: (headers) => {
      // Whatever a contract call attached (the shopper's token) goes; the staff token replaces it.
      headers.delete('Authorization');
      const session = readStaffSession();
      if (session) headers.set('Authorization', `Bearer ${session.token}`);
      return headers;
    },
  });
  return async (args, api, extra) => {
    const result = await fetchJson(args, api, extra);
    // A 401 to a call that carried the staff token: the session ended (30 minutes idle, signed out
    // elsewhere, deactivated). A 401 without one (a wrong password) is only that call's answer.
    if (result.error?.status === 401 && result.meta?.request.headers.has('Authorization')) {
      clearStaffSession('ended');
    }
    const data = result.data as { success?: unknown } | undefined;
    if (data && typeof data === 'object' && data.success === false) {
      return { error: { status: 'CUSTOM_ERROR', error: 'Request was not successful', data }, meta: result.meta };
    }
    return result;
  };
}
