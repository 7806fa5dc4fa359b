// The account screen's message line. Spec section 8: a message containing 'failed' or 'error'
// is styled as an error (and announced assertively), every other one as success; a message
// reporting a refused request is an error too, whatever its wording.
import type { JSX } from 'react';
import { isErrorMessage } from '../lib/account-messages';

export function StatusMessage({
  message,
  failed = false,
}: {
  message: string | null;
  failed?: boolean;
}): JSX.Element | null {
  if (!message) return null;
  const isError = failed || isErrorMessage(message);
  return (
    <p role={isError ? 'alert' : 'status'} className={`acc-message acc-message--${isError ? 'error' : 'success'}`}>
      {message}
    </p>
  );
}
