// One remote region: loads a named page component of a remote's './pages' and renders it in the
// shell's own React tree (same store, same router). Loading shows a spinner; a failed load or a
// render error shows only this region's fallback, whose Retry really loads again.
import { useCallback, useEffect, useState, type ComponentType, type JSX } from 'react';
import { Spinner } from '@rmj/ui';
import type { RemoteName } from '../config/runtime-config';
import { loadPages, prepareRetry } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

/** Props of RemotePage. */
export interface RemotePageProps {
  remote: RemoteName;
  /** Export name in the remote's './pages' module, e.g. 'CategoryPage'. */
  page: string;
  /** Props passed to the page component. */
  props?: Record<string, unknown>;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType<Record<string, unknown>> }
  | { status: 'failed' };

function isComponent(value: unknown): value is ComponentType<Record<string, unknown>> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

export function RemotePage({ remote, page, props }: RemotePageProps): JSX.Element {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    loadPages(remote)
      .then((pages) => {
        const Page = pages[page];
        if (!isComponent(Page)) throw new Error(`${remote}/pages has no component ${page}.`);
        if (live) setLoad({ status: 'ready', Page });
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${remote} could not be loaded`, error);
        if (live) setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [remote, page, attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    prepareRetry(remote)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  }, [remote]);

  if (load.status === 'failed') return <RemoteFallback onRetry={retry} />;
  if (load.status === 'loading') return <Spinner className="sh-remote-loading" />;
  const { Page } = load;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Page {...props} />
    </RemoteErrorBoundary>
  );
}
