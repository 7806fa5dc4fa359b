/**
 * Which service owns which /api path: the one table the gateway routes by.
 * A pattern is an exact path, or `<prefix>/**` for the prefix itself and anything below it.
 * Matching is case-sensitive and refuses `.`/`..` segments, so no path reaches a
 * service (or dodges a stricter rate limit) through a spelling the table does not list.
 */
export const API_ROUTES = {
  catalog: [
    '/api/test',
    '/api/products/**',
    '/api/women-rings',
    '/api/women-bracelets',
    '/api/women-pendants',
    '/api/men-rings',
    '/api/men-bracelets',
    '/api/men-pendants',
    '/api/kids-rings',
    '/api/kids-bracelets',
    '/api/kids-pendants',
    '/api/all-products',
    '/api/contacts',
    '/api/files/**',
  ],
  orders: [
    '/api/razorpay-key',
    '/api/create-razorpay-order',
    '/api/verify-payment',
    '/api/orders/**',
    '/api/track-order/**',
    '/api/payments/**',
  ],
  identity: [
    '/api/login',
    '/api/logout',
    '/api/register',
    '/api/reset-password-request',
    '/api/reset-password-verify',
    '/api/auth/**',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ServiceName = keyof typeof API_ROUTES;
export const SERVICE_NAMES = Object.keys(API_ROUTES) as ServiceName[];

/** Paths behind the stricter per-IP rate limit (guessable credentials and codes). */
export const AUTH_PATHS = [
  '/api/login',
  '/api/register',
  '/api/reset-password-request',
  '/api/reset-password-verify',
] as const;

/**
 * Calls only a logged-in shopper may make (checkout): the gateway refuses them without a valid
 * access token, and the orders service checks the token again. `METHOD pattern`.
 */
export const LOGIN_REQUIRED = [
  'GET /api/razorpay-key',
  'POST /api/create-razorpay-order',
  'POST /api/verify-payment',
  'POST /api/orders',
  'GET /api/orders/mine',
] as const;

export const requiresLogin = (method: string, pathname: string) =>
  LOGIN_REQUIRED.some((rule) => {
    const [ruleMethod, pattern] = rule.split(' ');
    return ruleMethod === method.toUpperCase() && matchesPattern(pathname, pattern);
  });

/**
 * Catalogue reads: public, cacheable and cheap, so GET and HEAD here have their own, much larger
 * per-IP budget (shoppers behind one NAT share an address). Files and contact messages are not reads
 * of the catalogue.
 */
export const CATALOGUE_READ_PATHS = API_ROUTES.catalog.filter((p) => p !== '/api/contacts' && p !== '/api/files/**');

export const isCatalogueRead = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') && CATALOGUE_READ_PATHS.some((p) => matchesPattern(pathname, p));

/** Paths whose bodies may be as large as UPLOAD_BODY_LIMIT. */
export const UPLOAD_PATHS = ['/api/files/**'] as const;

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

/** The service that owns `pathname` (no query string), or null. */
export function ownerOf(pathname: string): ServiceName | null {
  for (const service of SERVICE_NAMES) {
    if (API_ROUTES[service].some((pattern) => matchesPattern(pathname, pattern))) return service;
  }
  return null;
}

export const isAuthPath = (pathname: string) => AUTH_PATHS.some((p) => matchesPattern(pathname, p));
export const isUploadPath = (pathname: string) => UPLOAD_PATHS.some((p) => matchesPattern(pathname, p));
