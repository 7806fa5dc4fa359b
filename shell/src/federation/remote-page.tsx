// One remote page: loads the page component of a route (its own chunk, from the remote) and
// renders it in the shell's own React tree (same store, same router). Loading shows a skeleton
// that keeps the page's space; a failed load or a render error shows only this region's
// fallback, whose Retry really loads again.
import { useEffect, useState, type JSX } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import type { PageComponent, ShellRoute } from './federation';
import { PageSkeleton } from './page-skeleton';

/** Props of RemotePage. */
export interface RemotePageProps {
  route: ShellRoute;
  /** Starts a fresh attempt (re-registers the remote and reloads its routes). */
  onRetry: () => void;
}

type LoadState = { status: 'loading' } | { status: 'ready'; Page: PageComponent } | { status: 'failed' };

function isComponent(value: unknown): value is PageComponent {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** Page components loaded ahead of rendering (server render, hydration), by their route's loader. */
const preloaded = new WeakMap<ShellRoute['load'], PageComponent>();

/**
 * Loads a route's page before React renders it, so the first render shows the page itself (the server's
 * HTML, and the browser's hydration of it, which must match). Throws when the page cannot be loaded.
 */
export async function preloadPage(route: ShellRoute): Promise<PageComponent> {
  const known = preloaded.get(route.load);
  if (known) return known;
  const Page = await route.load();
  if (!isComponent(Page)) throw new Error(`${route.remote} page ${route.page} is not a component.`);
  preloaded.set(route.load, Page);
  return Page;
}

function initialState(route: ShellRoute): LoadState {
  const Page = preloaded.get(route.load);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

export function RemotePage({ route, onRetry }: RemotePageProps): JSX.Element {
  const [load, setLoad] = useState<LoadState>(() => initialState(route));

  useEffect(() => {
    let live = true;
    if (preloaded.has(route.load)) {
      setLoad((current) => (current.status === 'ready' ? current : initialState(route)));
      return;
    }
    setLoad({ status: 'loading' });
    route
      .load()
      .then((Page) => {
        if (!isComponent(Page)) throw new Error(`${route.remote} page ${route.page} is not a component.`);
        if (live) setLoad({ status: 'ready', Page });
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${route.remote} page ${route.page} could not be loaded`, error);
        if (live) setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [route]);

  if (load.status === 'failed') return <RemoteFallback onRetry={onRetry} />;
  if (load.status === 'loading') return <PageSkeleton />;
  const { Page } = load;
  return (
    <RemoteErrorBoundary remote={route.remote} onRetry={onRetry}>
      <Page {...route.props} />
    </RemoteErrorBoundary>
  );
}
