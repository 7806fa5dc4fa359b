// The TypeScript types of a call, read from its contract: what a caller sends (path parameters,
// query, body: the input side of the schemas) and what a successful call answers (the output side).
// Each works on a contract (`typeof ENDPOINTS.trackOrder`) and on its browser route
// (`typeof ENDPOINT_ROUTES.trackOrder`), which carries the contract as a type only.
import type { z } from 'zod';
import type { EndpointContract } from './define';

/** What a browser needs of a contract at run time: no schemas, so no zod in a bundle. */
export interface EndpointRoute<C extends EndpointContract = EndpointContract> {
  readonly service: C['service'];
  readonly method: C['method'];
  readonly path: C['path'];
  readonly access: C['access'];
  /** Present when the call takes a query (so a caller knows what a single argument is). */
  readonly takesQuery?: true;
  /** Present when the call takes a body: JSON, or a multipart form (an upload). */
  readonly takesBody?: 'json' | 'multipart';
  /** Type only, never present at run time: the contract the route comes from. */
  readonly '~contract'?: C;
}

/** The contract of a contract or of a route. */
export type ContractOf<X> = X extends { readonly '~contract'?: infer C } ? NonNullable<C> : X;

type NamesIn<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | NamesIn<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValue<D, K extends string> = D extends { readonly [P in K]: { readonly values: readonly (infer V)[] } }
  ? V
  : string;

/** Path parameters by name (a listed parameter takes one of its values), or `undefined` when the path has none. */
export type EndpointParams<X> =
  ContractOf<X> extends { readonly path: infer P extends string; readonly params?: infer D }
    ? [NamesIn<P>] extends [never]
      ? undefined
      : { [K in NamesIn<P>]: ParamValue<D, K> }
    : never;

/** Query parameters a caller may send (each a text, number or boolean), or `undefined`. */
export type EndpointQuery<X> =
  ContractOf<X> extends { readonly query: infer S extends z.ZodType }
    ? { [K in keyof z.input<S>]?: string | number | boolean }
    : undefined;

/**
 * The body a caller sends: JSON by the schema's input side (defaults may be left out), a `FormData`
 * for an upload, or `undefined`.
 */
export type EndpointBody<X> =
  ContractOf<X> extends { readonly body: infer S extends z.ZodType }
    ? z.input<S>
    : ContractOf<X> extends { readonly multipart: object }
      ? FormData
      : undefined;

type Answer<S> = S extends z.ZodType
  ? z.output<S>
  : S extends { schema: infer T extends z.ZodType }
    ? z.output<T>
    : unknown;

/** The body of the successful answer (200, else 201); `unknown` for a binary answer. */
export type EndpointResponse<X> =
  ContractOf<X> extends { readonly responses: infer R }
    ? R extends { readonly 200: infer S }
      ? Answer<S>
      : R extends { readonly 201: infer S }
        ? Answer<S>
        : unknown
    : never;
