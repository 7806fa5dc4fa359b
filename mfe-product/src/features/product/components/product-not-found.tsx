import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { words } from '../../../i18n';

/** Unknown or malformed product id, or (`offline`) a product that failed to load. */
export function ProductNotFound({
  offline = false,
  onRetry,
}: {
  offline?: boolean;
  onRetry?: () => void;
}): JSX.Element {
  const t = words.useT();
  return (
    <div className="prd-empty" role="alert">
      <h1 className="prd-empty__title">{t('notFound.title')}</h1>
      <p>{t(offline ? 'notFound.offline' : 'notFound.text')}</p>
      <div className="prd-empty__actions">
        {onRetry && (
          <button type="button" className="ui-button" onClick={onRetry}>
            {t('notFound.retry')}
          </button>
        )}
        <Link className="ui-button" to="/">
          {t('notFound.back')}
        </Link>
      </div>
    </div>
  );
}
