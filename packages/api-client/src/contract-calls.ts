// RTK Query calls declared from the endpoint contracts of @rmj/contracts: the URL, method, token,
// body and both types come from the contract's browser route (ENDPOINT_ROUTES), so a remote
// writes only which call it makes and how it caches it. ENDPOINT_ROUTES has no schemas, so this
// adds no zod to a bundle.
import type {
  BaseQueryFn,
  EndpointBuilder,
  FetchArgs,
  MutationDefinition,
  QueryDefinition,
} from '@reduxjs/toolkit/query';
import {
  API_BASE,
  readSession,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointRoute,
} from '@rmj/contracts';

type Has<T> = [T] extends [undefined] ? false : true;

/** Several kinds of input at once: `{ params, query?, body }`, each only when the call takes it. */
type Combined<R> = (Has<EndpointParams<R>> extends true ? { params: EndpointParams<R> } : unknown) &
  (Has<EndpointQuery<R>> extends true ? { query?: EndpointQuery<R> } : unknown) &
  (Has<EndpointBody<R>> extends true ? { body: EndpointBody<R> } : unknown);

type Kinds<R> =
  | (Has<EndpointParams<R>> extends true ? 'params' : never)
  | (Has<EndpointQuery<R>> extends true ? 'query' : never)
  | (Has<EndpointBody<R>> extends true ? 'body' : never);

/**
 * A body that can only be empty (`{}`, logout's) may be left out: the call then sends no body,
 * as such a call always has.
 */
type BodyArg<R> = [EndpointBody<R>] extends [Record<string, never>] ? EndpointBody<R> | void : EndpointBody<R>;

/**
 * What a call takes: nothing (`void`); its one kind of input as it is (the path parameters
 * `{ orderNumber }`, the query, which may be left out, or the body, which may be left out when it
 * can only be empty); or `{ params, query?, body }`.
 */
export type CallArgs<R> = [Kinds<R>] extends [never]
  ? void
  : [Kinds<R>] extends ['params']
    ? EndpointParams<R>
    : [Kinds<R>] extends ['query']
      ? EndpointQuery<R> | void
      : [Kinds<R>] extends ['body']
        ? BodyArg<R>
        : Combined<R>;

interface Parts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** Which kinds of input a route takes, known at run time from the route alone. */
function kindsOf(route: EndpointRoute): Array<keyof Parts> {
  const kinds: Array<keyof Parts> = [];
  if (route.path.includes('/:')) kinds.push('params');
  if (route.takesQuery) kinds.push('query');
  if (route.takesBody) kinds.push('body');
  return kinds;
}

function partsOf(route: EndpointRoute, args: unknown): Parts {
  const kinds = kindsOf(route);
  if (kinds.length === 0 || args === undefined) return {};
  if (kinds.length === 1) return { [kinds[0]]: args };
  return args as Parts;
}

/** The path under API_BASE with its parameters filled in (each one URI-encoded). */
function pathOf(route: EndpointRoute, params: Parts['params']): string {
  const relative = route.path.startsWith(`${API_BASE}/`) ? route.path.slice(API_BASE.length) : route.path;
  return relative.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The request for one call, for a base query rooted at API_BASE (`shopBaseQuery()`): its path,
 * method, query (`params`), body, and the stored session's token unless the contract is `public`
 * (a `login` call needs it, an `optional-login` one shows more with it, a `token` one is about it).
 */
export function requestFor<R extends EndpointRoute>(route: R, args: CallArgs<R>): FetchArgs {
  const parts = partsOf(route, args);
  const request: FetchArgs = { url: pathOf(route, parts.params), method: route.method };
  // Only defined values, and none at all when nothing is left: fetchBaseQuery appends '?' for an empty
  // params object, and `/api/x?` would be a second address beside the shell's preload of `/api/x`.
  const query = Object.entries(parts.query ?? {}).filter(([, value]) => value !== undefined);
  if (query.length > 0) request.params = Object.fromEntries(query);
  if (parts.body !== undefined) request.body = parts.body;
  const token = route.access === 'public' ? undefined : readSession()?.token;
  if (token) request.headers = { Authorization: `Bearer ${token}` };
  return request;
}

/**
 * The full address of a GET call (`/api/products/search?q=ring`), serialised as fetchBaseQuery
 * does (undefined values left out): for a route's `data()` preloads, so the shell's early request
 * and the page's own are the same address.
 */
export function urlFor<R extends EndpointRoute>(route: R, args: CallArgs<R>): string {
  const parts = partsOf(route, args);
  const query = Object.entries(parts.query ?? {}).filter(([, value]) => value !== undefined);
  const search = new URLSearchParams(query.map(([key, value]) => [key, String(value)])).toString();
  return `${API_BASE}${pathOf(route, parts.params)}${search ? `?${search}` : ''}`;
}

type AnyBaseQuery = BaseQueryFn<string | FetchArgs, unknown, unknown>;

type QueryOptions<R, BQ extends AnyBaseQuery, TT extends string, RP extends string> = Omit<
  QueryDefinition<CallArgs<R>, BQ, TT, EndpointResponse<R>, RP>,
  'type' | 'query' | 'queryFn'
>;
type MutationOptions<R, BQ extends AnyBaseQuery, TT extends string, RP extends string> = Omit<
  MutationDefinition<CallArgs<R>, BQ, TT, EndpointResponse<R>, RP>,
  'type' | 'query' | 'queryFn'
>;

/** An RTK Query query (cached, refetched) for a contract's route; `options` are RTK's own (keepUnusedDataFor…). */
export function contractQuery<R extends EndpointRoute, BQ extends AnyBaseQuery, TT extends string, RP extends string>(
  build: EndpointBuilder<BQ, TT, RP>,
  route: R,
  options?: Partial<QueryOptions<R, BQ, TT, RP>>,
): QueryDefinition<CallArgs<R>, BQ, TT, EndpointResponse<R>, RP> {
  return build.query<EndpointResponse<R>, CallArgs<R>>({
    ...(options as object),
    query: (args: CallArgs<R>) => requestFor(route, args),
  } as never);
}

/** An RTK Query mutation (sent when asked, not cached) for a contract's route. */
export function contractMutation<
  R extends EndpointRoute,
  BQ extends AnyBaseQuery,
  TT extends string,
  RP extends string,
>(
  build: EndpointBuilder<BQ, TT, RP>,
  route: R,
  options?: Partial<MutationOptions<R, BQ, TT, RP>>,
): MutationDefinition<CallArgs<R>, BQ, TT, EndpointResponse<R>, RP> {
  return build.mutation<EndpointResponse<R>, CallArgs<R>>({
    ...(options as object),
    query: (args: CallArgs<R>) => requestFor(route, args),
  } as never);
}
