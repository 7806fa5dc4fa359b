// What an endpoint contract is: one object per endpoint of the shop's API (method, path, schemas,
// answers, who may call it, which service owns it, and what the gateway must know). Services bind
// their handlers to these objects, the OpenAPI documents and the gateway's tables are derived from
// them, and the remotes' calls are typed from them (see README "Endpoints").
import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff';

/** The services behind the gateway, in the order the gateway and the API docs list them. */
export const API_SERVICES = ['catalog', 'orders', 'identity'] as const;
export type ApiServiceName = (typeof API_SERVICES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, written once:
 * - `public`: anyone; a valid token is ignored by the answer.
 * - `optional-login`: anyone, but a valid token changes the answer (tracking shows the owner everything).
 * - `token`: the call is about the token it carries and the handler checks it itself (logout ends
 *   the session the token names, even one that already ended); the guard and the gateway let it through.
 * - `login`: a valid token whose session is active; refused at the gateway (401) and again by the service.
 * - `staff`: `login`, and the token's `role` is one of the contract's `roles` (every staff role
 *   when it names none); a shopper's token gets 403.
 * - `internal`: service to service only: never under /api, so the gateway never forwards it.
 */
export type EndpointAccess = 'public' | 'optional-login' | 'token' | 'login' | 'staff' | 'internal';

/** Accesses that need a logged-in caller. */
export const LOGIN_ACCESS: readonly EndpointAccess[] = ['login', 'staff'];

/** One answer: a zod schema (JSON body), or a described answer of another kind (a file, a picture). */
export type ResponseSpec =
  | z.ZodType
  | {
      /** What the answer means (defaults to the status's reason phrase). */
      description?: string;
      /** JSON body schema. */
      schema?: z.ZodType;
      /** Content type of a binary answer. */
      contentType?: string;
      /** Several binary content types. */
      contentTypes?: readonly string[];
    };

/**
 * A path parameter: its description, or a fixed list of values. A parameter with values is served
 * as one concrete route per value (the nine `/api/{women|men|kids}-{rings|bracelets|pendants}`).
 */
export type ParamSpec = string | { readonly description: string; readonly values: readonly string[] };

/** A multipart upload instead of a JSON body. */
export interface MultipartSpec {
  /** The form field the file comes in. */
  readonly field: string;
  readonly description?: string;
  /** Content types accepted. */
  readonly contentTypes: readonly string[];
  /** Largest file, in bytes (the gateway allows this plus 1 MiB of form to the path; UPLOAD_BODY_LIMIT overrides). */
  readonly maxBytes: number;
}

/** One endpoint. */
export interface EndpointContract {
  /** The service that serves it (and the gateway forwards it to). */
  readonly service: ApiServiceName;
  readonly method: HttpMethod;
  /** Full path, Express style: `/api/track-order/:orderNumber`. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** `staff` access only: the staff roles admitted (`STAFF_PERMISSIONS.<x>`); every staff role when absent. */
  readonly roles?: readonly StaffRole[];
  /** One line: what the call does (API docs). `{name}` is replaced by a listed parameter's value. */
  readonly summary: string;
  /** Longer text, if any. */
  readonly description?: string;
  /** Group in the API docs (default: the path's second segment). */
  readonly tag?: string;
  /** Path parameters by name (every `:name` of the path). */
  readonly params?: Readonly<Record<string, ParamSpec>>;
  /** Query parameters: an object schema of the raw text values; the service validates with it. */
  readonly query?: z.ZodType;
  /** JSON body; the service validates with it. */
  readonly body?: z.ZodType;
  /**
   * `handler`: the body schema documents the call, but the handler picks the schema itself
   * (registration's two steps share one address and each step keeps its own messages).
   */
  readonly bodyValidation?: 'handler';
  /** A multipart file upload. */
  readonly multipart?: MultipartSpec;
  /** Successful answers by status (the lowest 2xx is the status the handler answers with). */
  readonly responses: Readonly<Record<number, ResponseSpec>>;
  /** Error statuses, each answered with the shared error body (`apiErrorResponseSchema`). */
  readonly errors?: readonly number[];
  /** Gateway rate-limit class: `auth` (guessable credentials and codes) or `read` (cheap cached catalogue reads, GET). */
  readonly limit?: 'auth' | 'read';
  /**
   * A public GET the gateway's edge cache may keep at most this long, in ms, whatever its own period
   * (the shop's settings: a change shows within seconds).
   */
  readonly maxCacheMs?: number;
  /** Signed over the exact bytes (the payment webhook): nothing on the way may re-serialise the body. */
  readonly rawBody?: boolean;
  /**
   * How long the gateway waits for the service's answer, in ms (unset: the gateway's
   * UPSTREAM_TIMEOUT_MS). Declared where the service has a deadline of its own below it (verify) or
   * calls the payment provider (create, save), so the service, not the gateway, answers first.
   */
  readonly timeoutMs?: number;
}

/** Declares one endpoint, keeping its literal types (method, path, access, schemas). */
export function defineEndpoint<const C extends EndpointContract>(contract: C): C {
  return contract;
}

/** The parameter names of a path: `/api/files/:fileId` → `['fileId']`. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * The concrete routes of a contract's path: itself, or one per value of each listed parameter
 * (`/api/:listing` with nine values → nine paths).
 */
export function concretePaths(contract: Pick<EndpointContract, 'path' | 'params'>): string[] {
  let paths = [contract.path];
  for (const [name, spec] of Object.entries(contract.params ?? {})) {
    if (typeof spec === 'string') continue;
    paths = paths.flatMap((path) => spec.values.map((value) => path.replace(`:${name}`, value)));
  }
  return paths;
}

/** The status a successful call answers with: the lowest 2xx the contract lists. */
export function successStatus(contract: Pick<EndpointContract, 'responses'>): number {
  const ok = Object.keys(contract.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  if (ok.length === 0) throw new Error('an endpoint contract needs a 2xx answer');
  return ok[0];
}

/** True when a caller must be logged in (the service's guard and the gateway both check). */
export const needsLogin = (contract: Pick<EndpointContract, 'access'>): boolean =>
  LOGIN_ACCESS.includes(contract.access);

/** The staff roles a `staff` contract admits (every role when it names none); none for other accesses. */
export const admittedRoles = (contract: Pick<EndpointContract, 'access' | 'roles'>): readonly StaffRole[] =>
  contract.access !== 'staff' ? [] : (contract.roles ?? STAFF_ROLES);
