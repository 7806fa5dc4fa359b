import type { JSX } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { NotFoundPage } from '../layout/not-found-page';
import { ROUTES, type RouteEntry } from './route-table';

// Keyed by pathname: a new route remounts the region cleanly (fresh loading state and boundary),
// while a change of query string alone (/search?q=…) stays inside the same page.
function RemoteRoute({ entry }: { entry: RouteEntry }): JSX.Element {
  const { pathname } = useLocation();
  return (
    // data-remote/data-page name the owner of this region (for ops in the DOM and for end-to-end tests).
    <div className="sh-remote-region" data-remote={entry.remote} data-page={entry.page}>
      <RemotePage key={pathname} remote={entry.remote} page={entry.page} props={entry.props} />
    </div>
  );
}

/** The shell's routes: each renders a remote page; anything else is the not-found page. */
export function AppRoutes(): JSX.Element {
  return (
    <Routes>
      {ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path} caseSensitive element={<RemoteRoute entry={entry} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
