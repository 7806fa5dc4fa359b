// The shell's routes: the merged route lists of the remotes (loaded when a path they own is
// visited); the shell itself owns only "Page not found".
import { Suspense, useEffect, useMemo, type JSX } from 'react';
import { useLocation, useRoutes, type RouteObject } from '@rmj/router';
import type { RemoteName } from '@rmj/contracts';
import { ownedPaths, type ShellRoute } from '../federation/federation';
import { PageSkeleton } from '../federation/page-skeleton';
import { RemoteFallback } from '../federation/remote-fallback';
import { RemotePage } from '../federation/remote-page';
import { NotFoundPage } from '../layout/not-found-page';
import { HydrationSignal } from '../startup/hydration-signal';
import { claimantsOf, ownerOf } from '../routing/route-owner';
import { useRegistrySnapshot, type RegistrySnapshot, type RouteRegistry } from '../routing/route-registry';

// Keyed by pathname: a new route remounts the page cleanly (fresh loading state and boundary),
// while a change of query string alone (/search?q=…) stays inside the same page.
function RemoteRoute({
  route,
  version,
  registry,
}: {
  route: ShellRoute;
  version?: string;
  registry: RouteRegistry;
}): JSX.Element {
  const { pathname } = useLocation();
  return (
    // data-remote/data-page name the owner of this region (for ops in the DOM and for end-to-end tests).
    <div className="sh-remote-region" data-remote={route.remote} data-page={route.page} data-remote-version={version}>
      {/* On the server, a page whose render fails or runs past the budget is left to the browser here (React
          renders this boundary on the client), while the rest of the page arrives as HTML. */}
      <Suspense fallback={<PageSkeleton />}>
        <RemotePage key={pathname} route={route} onRetry={() => registry.retry(route.remote as RemoteName)} />
        <HydrationSignal />
      </Suspense>
    </div>
  );
}

/**
 * A path no loaded route matches: wait for its owner, show the owner's failure, ask the other
 * remotes claiming the path, or say not found. A path no remote claims asks nobody (so an unknown
 * address never downloads a remote a shopper does not need, such as the back office).
 */
function Unmatched({
  owner,
  snapshot,
  registry,
}: {
  owner?: RemoteName;
  snapshot: RegistrySnapshot;
  registry: RouteRegistry;
}): JSX.Element {
  const { pathname } = useLocation();
  const status = owner ? snapshot.statuses[owner] : undefined;
  const askOthers = !owner || status?.state === 'ready';
  const claimants = useMemo(() => claimantsOf(ownedPaths(), pathname), [pathname]);
  useEffect(() => {
    if (askOthers) registry.ensureEach(claimants);
  }, [askOthers, claimants, registry]);
  const asked = claimants.every((name) => snapshot.statuses[name] && snapshot.statuses[name]?.state !== 'loading');

  if (snapshot.configured === 0) {
    return (
      <div className="sh-remote-region">
        <RemoteFallback onRetry={() => registry.retry(undefined)} />
      </div>
    );
  }
  if (owner && status?.state === 'failed') {
    return (
      <div className="sh-remote-region" data-remote={owner}>
        <RemoteFallback incompatible={status.incompatible} onRetry={() => registry.retry(owner)} />
      </div>
    );
  }
  if ((owner && status?.state !== 'ready') || !asked) return <PageSkeleton />;
  return <NotFoundPage />;
}

export function AppRoutes({ registry }: { registry: RouteRegistry }): JSX.Element | null {
  const snapshot = useRegistrySnapshot(registry);
  const { pathname } = useLocation();
  const owner = ownerOf(ownedPaths(), pathname);
  useEffect(() => {
    if (owner) registry.ensure(owner);
  }, [owner, registry]);

  const routes = useMemo<RouteObject[]>(() => {
    const version = (remote: string) => {
      const status = snapshot.statuses[remote as RemoteName];
      return status?.state === 'ready' ? status.remote.version : undefined;
    };
    return [
      ...snapshot.routes.map((route) => ({
        path: route.path,
        caseSensitive: true,
        element: <RemoteRoute route={route} version={version(route.remote)} registry={registry} />,
      })),
      {
        path: '*',
        element: (
          <>
            <Unmatched owner={owner} snapshot={snapshot} registry={registry} />
            <HydrationSignal />
          </>
        ),
      },
    ];
  }, [snapshot, owner, registry]);
  return useRoutes(routes);
}
