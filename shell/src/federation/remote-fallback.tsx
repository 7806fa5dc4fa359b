import type { JSX } from 'react';

/** What a remote region shows when its remote cannot be loaded, is incompatible, or throws. */
export function RemoteFallback({
  onRetry,
  incompatible = false,
}: {
  onRetry: () => void;
  incompatible?: boolean;
}): JSX.Element {
  return (
    <div className="sh-remote-fallback" role="alert" data-testid="remote-fallback">
      <p>
        {incompatible
          ? 'This section is being updated. Please try again in a few minutes.'
          : 'This section could not be loaded.'}
      </p>
      <button type="button" className="ui-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
