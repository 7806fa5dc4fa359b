import type { JSX } from 'react';
import { useUiT } from './i18n';

/** Props of ErrorBox. */
export interface ErrorBoxProps {
  /** What went wrong, in words a shopper understands. */
  message: string;
  /** Shows a 'Retry' button that calls this. */
  onRetry?: () => void;
}

/** An error message with an 'Error' heading and an optional Retry button. */
export function ErrorBox({ message, onRetry }: ErrorBoxProps): JSX.Element {
  const t = useUiT();
  return (
    <div className="ui-error" role="alert">
      <h2 className="ui-error__title">{t('error.title')}</h2>
      <p className="ui-error__message">{message}</p>
      {onRetry && (
        <button type="button" className="ui-button" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
