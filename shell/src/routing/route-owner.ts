// Which remote serves a path, from the path patterns of the run-time configuration. The most
// specific pattern wins (react-router's ranking): '/custom' → mfe_product, '/custom/women/rings'
// → mfe_catalog ('/custom/*').
import { matchRoutes, type RouteObject } from '@rmj/router';
import type { RemoteName } from '@rmj/contracts';

/** The remote owning `pathname`, or undefined when no configured pattern matches. */
export function ownerOf(
  paths: Partial<Record<RemoteName, readonly string[]>>,
  pathname: string,
): RemoteName | undefined {
  const routes: RouteObject[] = Object.entries(paths).flatMap(([remote, patterns]) =>
    (patterns ?? []).map((path) => ({ path, caseSensitive: true, handle: remote })),
  );
  const match = matchRoutes(routes, pathname);
  return match?.[0]?.route.handle as RemoteName | undefined;
}
