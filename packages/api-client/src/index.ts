// The one way the remotes call the shop's API with RTK Query: requests go to /api, a logged-in
// shopper's access token rides along when asked for (and is forgotten when the server refuses it),
// and an answer with `success: false` (the services' refusal shape, even with a 2xx status) is an
// error, so pages handle one error path.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE, endRefusedSession, readSession, SHOP_LANGUAGE_HEADER, type ShopThunkExtra } from '@rmj/contracts';
import { pageLanguage } from './page-language';

export { bodyMessage, callOutcome, serverMessage } from './server-message';
// How a call went crosses the federation seam (a widget reports it to its host), so contracts declare it.
export type { CallOutcome } from '@rmj/contracts';
export { contractMutation, contractQuery, requestFor, urlFor, type CallArgs } from './contract-calls';
export { createShopApi, fromServerRender } from './shop-api';
export { pageLanguage } from './page-language';
export { contractDownload, downloadRequest, saveBlob, type DownloadArgs, type SavedFile } from './file-download';

/** Options of shopBaseQuery. */
export interface ShopBaseQueryOptions {
  /** Send the stored session's token as `Authorization: Bearer …` (checkout, a shopper's orders). */
  withSession?: boolean;
}

/** An RTK Query base query for the shop's API. */
export function shopBaseQuery({ withSession = false }: ShopBaseQueryOptions = {}): BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> {
  const fetchJson = fetchBaseQuery({
    baseUrl: API_BASE,
    // fetch is looked up per call, so tests can install their fake network edge after import.
    fetchFn: (input, init) => fetch(input, init),
    prepareHeaders: (headers) => {
      const session = withSession ? readSession() : null;
      if (session) headers.set('Authorization', `Bearer ${session.token}`);
      headers.set(SHOP_LANGUAGE_HEADER, pageLanguage());
      return headers;
    },
  });
  // On the server (a page rendered by the render service) calls go to the gateway's origin, which the
  // store carries as its thunk extra argument; no session is ever sent from there.
  const serverFetch = new Map<string, ReturnType<typeof fetchBaseQuery>>();
  const forServer = (origin: string) => {
    let made = serverFetch.get(origin);
    if (!made) {
      made = fetchBaseQuery({
        baseUrl: `${origin}${API_BASE}`,
        fetchFn: (input, init) => fetch(input, init),
        prepareHeaders: (headers) => {
          headers.set(SHOP_LANGUAGE_HEADER, pageLanguage());
          return headers;
        },
      });
      serverFetch.set(origin, made);
    }
    return made;
  };
  return async (args, api, extra) => {
    const origin = (api.extra as ShopThunkExtra | undefined)?.apiOrigin;
    const result = await (origin ? forServer(origin) : fetchJson)(args, api, extra);
    // The one place a refused token is dropped: a 401 to a call that carried it means its session
    // ended (idle, too old, logged out elsewhere), so the session and the local order history go.
    if (result.error?.status === 401 && result.meta?.request.headers.has('Authorization')) endRefusedSession();
    const data = result.data as { success?: unknown } | undefined;
    if (data && typeof data === 'object' && data.success === false) {
      return { error: { status: 'CUSTOM_ERROR', error: 'Request was not successful', data }, meta: result.meta };
    }
    return result;
  };
}
