/**
 * The gateway's tables, derived from the endpoint contracts in @rmj/contracts (nothing here lists
 * a path by hand but one reserved prefix):
 * - routing by families: `/api/<first segment>` alone, or `<family>/**` (itself and anything
 *   below) when a contract goes deeper. Each family belongs to one service, one rate-limit class
 *   and one body size, so a spelling the contracts do not list still meets its family's rules.
 * - the login table: contracts with `login` or `staff` access, by method and path template.
 * - the stricter (`auth`) and larger (`read`, GET and HEAD) rate-limit classes, and the upload
 *   paths (multipart contracts), by family.
 * Matching is case-sensitive and refuses `.`/`..` segments, so no path reaches a service (or
 * dodges a stricter rate limit) through a spelling the table does not list. Internal contracts
 * are not under /api and are never forwarded.
 */
import {
  API_SERVICES,
  concretePaths,
  ENDPOINTS,
  needsLogin,
  type ApiServiceName,
  type EndpointContract,
} from '@rmj/contracts';

export type ServiceName = ApiServiceName;
export const SERVICE_NAMES: ServiceName[] = [...API_SERVICES];

/** Prefixes a service keeps without a contract yet: identity's `/api/auth/**` (a 404 from identity, not the gateway). */
const RESERVED: Partial<Record<ServiceName, readonly string[]>> = { identity: ['/api/auth/**'] };

/** Most distinct paths remembered per lookup (arbitrary URLs must not grow memory): the table is cleared when full. */
const MEMO_LIMIT = 5000;

/** A lookup of these constant tables, remembered per method and path (each walks every template otherwise). */
function remembered<T>(lookup: (method: string, pathname: string) => T): (method: string, pathname: string) => T {
  const known = new Map<string, T>();
  return (method, pathname) => {
    const key = `${method} ${pathname}`;
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as T;
    const value = lookup(method, pathname);
    if (known.size >= MEMO_LIMIT) known.clear();
    known.set(key, value);
    return value;
  };
}

/** The back office's API namespace, shared by the services (each owns `/api/admin/<area>/**`). */
const ADMIN_NAMESPACE = 'admin';

const routed = Object.values<EndpointContract>(ENDPOINTS).filter((e) => e.access !== 'internal');

/**
 * The family pattern of one concrete path: `/api/orders/quote` → `/api/orders/**`, `/api/login` →
 * `/api/login`. The back office's `/api/admin/<area>` is a namespace shared by the services, so
 * its families go one segment deeper: `/api/admin/staff/me` → `/api/admin/staff/**` (identity),
 * `/api/admin/catalogue/products` → `/api/admin/catalogue/**` (catalog).
 */
function familyOf(path: string): string {
  const segments = path.split('/').slice(1);
  const depth = segments[1] === ADMIN_NAMESPACE && segments.length > 2 ? 3 : 2;
  const head = segments.slice(0, depth).join('/');
  return segments.length > depth ? `/${head}/**` : `/${head}`;
}

/** Each family with the contracts under it. A family that also has a `/**` form is folded into it. */
function families(): Map<string, EndpointContract[]> {
  const all = new Map<string, EndpointContract[]>();
  for (const endpoint of routed) {
    for (const path of concretePaths(endpoint)) {
      const family = familyOf(path);
      all.set(family, [...(all.get(family) ?? []), endpoint]);
    }
  }
  for (const [family, endpoints] of all) {
    const deep = all.get(`${family}/**`);
    if (family.endsWith('/**') || !deep) continue;
    deep.push(...endpoints);
    all.delete(family);
  }
  for (const [family, endpoints] of all) {
    const owners = new Set(endpoints.map((e) => e.service));
    if (owners.size > 1) throw new Error(`gateway: ${family} has endpoints of ${[...owners].join(' and ')}`);
  }
  return all;
}

const FAMILIES = families();
const familiesWhere = (test: (endpoints: EndpointContract[]) => boolean) =>
  [...FAMILIES].filter(([, endpoints]) => test(endpoints)).map(([family]) => family);

/** Which service owns which /api path: the one table the gateway routes by. */
export const API_ROUTES: Record<ServiceName, readonly string[]> = {
  catalog: routesOf('catalog'),
  orders: routesOf('orders'),
  identity: routesOf('identity'),
};

function routesOf(service: ServiceName): string[] {
  return [...familiesWhere((endpoints) => endpoints[0].service === service), ...(RESERVED[service] ?? [])];
}

/** Paths behind the stricter per-IP rate limit (guessable credentials and codes): `limit: 'auth'`. */
export const AUTH_PATHS = familiesWhere((endpoints) => endpoints.some((e) => e.limit === 'auth'));

/**
 * Calls only a logged-in caller may make (checkout, a shopper's orders): the gateway refuses them
 * without a valid access token, and the service checks the token again. `METHOD path-template`.
 */
const rulesOf = (endpoints: readonly EndpointContract[]): string[] =>
  endpoints.flatMap((e) => concretePaths(e).map((path) => `${e.method} ${path}`));

const matcherOf = (rules: readonly string[]) =>
  remembered((method: string, pathname: string) =>
    rules.some((rule) => {
      const [ruleMethod, template] = rule.split(' ');
      return ruleMethod === method.toUpperCase() && matchesTemplate(pathname, template);
    }),
  );

export const LOGIN_REQUIRED = rulesOf(routed.filter(needsLogin));
export const requiresLogin = matcherOf(LOGIN_REQUIRED);

/** The back office's calls (`staff` access): a refusal there speaks to staff, not to a shopper. */
export const STAFF_ONLY = rulesOf(routed.filter((e) => e.access === 'staff'));
export const isStaffCall = matcherOf(STAFF_ONLY);

/**
 * Catalogue reads (`limit: 'read'`): public, cacheable and cheap, so GET and HEAD here have their
 * own, much larger per-IP budget (shoppers behind one NAT share an address). Files and contact
 * messages are not reads of the catalogue.
 */
export const CATALOGUE_READ_PATHS = familiesWhere((endpoints) => endpoints.some((e) => e.limit === 'read'));

export const isCatalogueRead = remembered(
  (method: string, pathname: string) =>
    (method === 'GET' || method === 'HEAD') && CATALOGUE_READ_PATHS.some((p) => matchesPattern(pathname, p)),
);

/**
 * Calls whose contract declares the gateway's wait (`timeoutMs`: create, verify and save of a
 * checkout, longer than the orders service's own deadline), by method and path template.
 */
export const UPSTREAM_TIMEOUTS: ReadonlyArray<{ method: string; template: string; ms: number }> = routed
  .filter((e) => e.timeoutMs !== undefined)
  .flatMap((e) => concretePaths(e).map((template) => ({ method: e.method, template, ms: e.timeoutMs as number })));

/** How long the gateway waits for the service's answer to `method pathname`: its contract's `timeoutMs`, or null (the default). */
export const upstreamTimeoutOf = remembered((method: string, pathname: string): number | null => {
  const upper = method.toUpperCase();
  return UPSTREAM_TIMEOUTS.find((t) => t.method === upper && matchesTemplate(pathname, t.template))?.ms ?? null;
});

/** The families of multipart uploads: their bodies may be as large as their contracts' largest file. */
export const UPLOAD_PATHS = familiesWhere((endpoints) => endpoints.some((e) => e.multipart));

/** Room in a multipart body beyond its file: boundaries, part headers, other fields. */
export const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

/** Each upload family's body limit: its contracts' largest file (`multipart.maxBytes`) plus the allowance. */
const UPLOAD_LIMITS: ReadonlyArray<[family: string, bytes: number]> = UPLOAD_PATHS.map((family) => [
  family,
  Math.max(...(FAMILIES.get(family) ?? []).map((e) => e.multipart?.maxBytes ?? 0)) + MULTIPART_ALLOWANCE_BYTES,
]);

/** The pathname without a single trailing slash, or null when it has dot segments. */
function normalise(pathname: string): string | null {
  const segments = pathname.split('/');
  if (segments.some((s) => /^(\.|%2e){1,2}$/i.test(s))) return null;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function matchesPattern(pathname: string, pattern: string): boolean {
  const path = normalise(pathname);
  if (path === null) return false;
  if (!pattern.endsWith('/**')) return path === pattern;
  const prefix = pattern.slice(0, -3);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True when `pathname` fits a contract's path template (`:name` stands for one non-empty segment). */
export function matchesTemplate(pathname: string, template: string): boolean {
  const path = normalise(pathname);
  if (path === null) return false;
  const got = path.split('/');
  const want = template.split('/');
  return (
    got.length === want.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/** The service that owns `pathname` (no query string), or null. */
const ownerByPath = remembered((_method: string, pathname: string): ServiceName | null => {
  for (const service of SERVICE_NAMES) {
    if (API_ROUTES[service].some((pattern) => matchesPattern(pathname, pattern))) return service;
  }
  return null;
});

export function ownerOf(pathname: string): ServiceName | null {
  return ownerByPath('', pathname);
}

export const isAuthPath = (pathname: string) => AUTH_PATHS.some((p) => matchesPattern(pathname, p));
export const isUploadPath = (pathname: string) => UPLOAD_PATHS.some((p) => matchesPattern(pathname, p));

/** The body limit of an upload path (customisation files 5 MB, product photographs 15 MB, plus the allowance), or null. */
export function uploadLimitOf(pathname: string): number | null {
  return UPLOAD_LIMITS.find(([family]) => matchesPattern(pathname, family))?.[1] ?? null;
}

/** The catalog's GET calls by path template, whether every visitor may make them (`access: 'public'`), and their query. */
const CATALOG_GETS = routed
  .filter((e) => e.service === 'catalog' && e.method === 'GET')
  .flatMap((e) =>
    concretePaths(e).map((template) => ({
      template,
      isPublic: e.access === 'public',
      query: e.query ?? null,
      maxCacheMs: e.maxCacheMs,
    })),
  );

/** What the edge cache needs to know of a public catalogue GET: the schema of its query (null: it takes none). */
export interface PublicCatalogueGet {
  query: EndpointContract['query'] | null;
  /** The contract's cap on how long the edge cache keeps the answer (the shop's settings: a few seconds). */
  maxCacheMs?: number;
}

/**
 * A GET of the catalog's that only public contracts describe (listings, search, a product, its
 * pictures): the same answer for every visitor, so the gateway's edge cache may keep it. Of the
 * contracts the path fits, the most literal one answers (`/api/products/search` before `/api/products/:id`).
 */
export const publicCatalogueGetOf = remembered((method: string, pathname: string): PublicCatalogueGet | null => {
  if (method !== 'GET') return null;
  const matching = CATALOG_GETS.filter((g) => matchesTemplate(pathname, g.template));
  if (matching.length === 0 || !matching.every((g) => g.isPublic) || ownerOf(pathname) !== 'catalog') return null;
  const params = (template: string) => template.split('/').filter((s) => s.startsWith(':')).length;
  const chosen = [...matching].sort((a, b) => params(a.template) - params(b.template))[0];
  return { query: chosen.query, ...(chosen.maxCacheMs !== undefined ? { maxCacheMs: chosen.maxCacheMs } : {}) };
});

export const isPublicCatalogueGet = (method: string, pathname: string): boolean =>
  publicCatalogueGetOf(method, pathname) !== null;
