import type { JSX } from 'react';
import { words } from '../i18n';

/** What a remote region shows when its remote cannot be loaded, is incompatible, or throws. */
export function RemoteFallback({
  onRetry,
  incompatible = false,
}: {
  onRetry: () => void;
  incompatible?: boolean;
}): JSX.Element {
  const t = words.useT();
  return (
    <div className="sh-remote-fallback" role="alert" data-testid="remote-fallback">
      <p>{incompatible ? t('remote.updating') : t('remote.failed')}</p>
      <button type="button" className="ui-button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
