import type { JSX } from 'react';
import { Link } from '@rmj/router';

/** Unknown or malformed product id, or a product that failed to load. */
export function ProductNotFound({ message, onRetry }: { message?: string; onRetry?: () => void }): JSX.Element {
  return (
    <div className="prd-empty" role="alert">
      <h1 className="prd-empty__title">We could not find this piece</h1>
      <p>{message ?? 'It may have been removed, or the link may be incomplete.'}</p>
      <div className="prd-empty__actions">
        {onRetry && (
          <button type="button" className="ui-button" onClick={onRetry}>
            Retry
          </button>
        )}
        <Link className="ui-button" to="/">
          Back to the collection
        </Link>
      </div>
    </div>
  );
}
