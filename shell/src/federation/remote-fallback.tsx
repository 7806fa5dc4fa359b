import type { JSX } from 'react';

/** What a remote region shows when its remote cannot be loaded or throws. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }): JSX.Element {
  return (
    <div className="sh-remote-fallback" role="alert" data-testid="remote-fallback">
      <p>This section could not be loaded.</p>
      <button type="button" className="ui-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
