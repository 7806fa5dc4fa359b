// Which remote serves a path, from the path patterns of the run-time configuration. The most
// specific pattern wins (react-router's ranking): '/custom' → mfe_product, '/custom/women/rings'
// → mfe_catalog ('/custom/*'). Only remotes claiming a path are ever asked about it, so a shopper's
// page never downloads the back office's code.
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

/**
 * Every remote with a pattern matching `pathname`, the owner first: the remotes asked when the
 * owner's route list has no page there. A remote claiming nothing like the path is never asked.
 */
export function claimantsOf(paths: Partial<Record<RemoteName, readonly string[]>>, pathname: string): RemoteName[] {
  const owner = ownerOf(paths, pathname);
  const others = Object.entries(paths)
    .filter(([remote, patterns]) => {
      if (remote === owner) return false;
      const routes = (patterns ?? []).map((path) => ({ path, caseSensitive: true }));
      return matchRoutes(routes, pathname) !== null;
    })
    .map(([remote]) => remote as RemoteName);
  return owner ? [owner, ...others] : others;
}
