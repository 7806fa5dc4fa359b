// The browser's view of the registry: method, path, access and owner of every endpoint a browser
// may call (internal ones left out), and whether it takes a query or a body, with no schemas. A remote imports ENDPOINT_ROUTES and keeps
// zod out of its bundle; the types of each call still come from the contract (EndpointRoute).
import type { EndpointContract } from './define';
import type { EndpointRoute } from './types';

/** The browser routes of a registry: the same names, minus internal endpoints. */
export type BrowserRoutes<E extends Record<string, EndpointContract>> = {
  readonly [K in keyof E as E[K]['access'] extends 'internal' ? never : K]: EndpointRoute<E[K]>;
};

export function browserRoutesOf<E extends Record<string, EndpointContract>>(registry: E): BrowserRoutes<E> {
  const routes: Record<string, EndpointRoute> = {};
  for (const [name, { service, method, path, access, query, body, multipart }] of Object.entries(registry)) {
    if (access === 'internal') continue;
    routes[name] = {
      service,
      method,
      path,
      access,
      ...(query ? { takesQuery: true as const } : {}),
      ...(body ? { takesBody: 'json' as const } : multipart ? { takesBody: 'multipart' as const } : {}),
    };
  }
  return routes as BrowserRoutes<E>;
}

/**
 * The ES module the build writes as `dist/esm/endpoints/routes.js` (scripts/write-browser-routes.cjs):
 * the routes as plain data, so a bundle that imports them never reaches the schemas.
 */
export function renderBrowserRoutesModule(routes: Record<string, EndpointRoute>): string {
  return [
    '// Written by scripts/write-browser-routes.cjs at build time from src/endpoints/routes.ts:',
    '// the same data without the registry (and zod) behind it. Do not edit.',
    `export const ENDPOINT_ROUTES = ${JSON.stringify(routes, null, 2)};`,
    '',
  ].join('\n');
}
