// What a page or panel shows when its data could not be read: the reason (the server's words, else
// "could not reach the shop") and Try again, which asks once more. Anything else the place needs
// (a link back) follows the button.
import type { JSX, ReactNode } from 'react';
import { NO_CONNECTION_MESSAGE } from '../lib/messages';

/** Props of LoadFailed. */
export interface LoadFailedProps {
  /** Asks for the data again; without it there is no Try again (a thing that is not there). */
  onRetry?: () => unknown;
  /** Why it failed; the connection message when absent. */
  message?: string;
  /** After the button (a link back). */
  children?: ReactNode;
}

export function LoadFailed({ onRetry, message = NO_CONNECTION_MESSAGE, children }: LoadFailedProps): JSX.Element {
  return (
    <div className="adm-message adm-message--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="adm-button adm-button--quiet" onClick={() => void onRetry()}>
          Try again
        </button>
      )}
      {children}
    </div>
  );
}
