// A remote's standalone dev view (`pnpm --filter <remote> dev`): renders the remote's own route
// list, the same list the shell merges at run time, with a link to each path.
import { lazy, Suspense, useMemo, type ComponentType, type JSX } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@rmj/router';
import { Spinner } from './spinner';

/** The part of a route-list entry (RemoteRoute in @rmj/contracts) the dev view reads. */
export interface StandaloneRoute {
  path: string;
  aliases?: readonly string[];
  page: string;
  load: () => Promise<ComponentType<never>>;
  props?: Readonly<Record<string, string>>;
}

function LazyPage({ route }: { route: StandaloneRoute }): JSX.Element {
  const Page = useMemo(
    () =>
      lazy(() => route.load().then((component) => ({ default: component as ComponentType<Record<string, unknown>> }))),
    [route],
  );
  return (
    <Suspense fallback={<Spinner />}>
      <Page {...route.props} />
    </Suspense>
  );
}

/** Every path and alias of `routes`, with a navigation bar; params get the value 'sample'. */
export function StandaloneRoutes({ routes }: { routes: readonly StandaloneRoute[] }): JSX.Element {
  const paths = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ path, route })));
  return (
    <BrowserRouter>
      <nav aria-label="Dev routes" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', padding: 8 }}>
        {routes.map((route) => (
          <Link key={route.path} to={route.path.replace(/:[^/]+/g, 'sample')}>
            {route.page} {route.path}
          </Link>
        ))}
      </nav>
      <Routes>
        {paths.map(({ path, route }) => (
          <Route key={path} path={path} caseSensitive element={<LazyPage route={route} />} />
        ))}
        <Route path="*" element={<p>This remote serves no page at this path.</p>} />
      </Routes>
    </BrowserRouter>
  );
}
