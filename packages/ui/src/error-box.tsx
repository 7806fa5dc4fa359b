import type { JSX } from 'react';

/** Props of ErrorBox. */
export interface ErrorBoxProps {
  /** What went wrong, in words a shopper understands. */
  message: string;
  /** Shows a 'Retry' button that calls this. */
  onRetry?: () => void;
}

/** An error message with an 'Error' heading and an optional Retry button. */
export function ErrorBox({ message, onRetry }: ErrorBoxProps): JSX.Element {
  return (
    <div className="ui-error" role="alert">
      <h2 className="ui-error__title">Error</h2>
      <p className="ui-error__message">{message}</p>
      {onRetry && (
        <button type="button" className="ui-button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
