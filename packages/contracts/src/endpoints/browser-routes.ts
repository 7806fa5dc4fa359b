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
 * The ES modules the build writes (scripts/write-browser-routes.cjs): `routes.js` re-exports a namespace
 * of one named export per route (`route-table.js`), so a remote that reads `ENDPOINT_ROUTES.login` keeps
 * only that route (webpack follows property reads of a namespace) and never reaches the schemas.
 */
export function renderBrowserRoutesModules(routes: Record<string, EndpointRoute>): { routes: string; table: string } {
  const header = [
    '// Written by scripts/write-browser-routes.cjs at build time from src/endpoints/routes.ts:',
    '// the same data without the registry (and zod) behind it. Do not edit.',
  ];
  const table = [
    ...header,
    ...Object.entries(routes).map(([name, route]) => `export const ${name} = ${JSON.stringify(route)};`),
    '',
  ].join('\n');
  const index = [
    ...header,
    "import * as ENDPOINT_ROUTES from './route-table.js';",
    'export { ENDPOINT_ROUTES };',
    '',
  ].join('\n');
  return { routes: index, table };
}
