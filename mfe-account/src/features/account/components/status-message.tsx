// The account screen's message line. Spec section 8: a message containing 'failed' or 'error'
// is styled as an error (and announced assertively), every other one as success; a message
// reporting a refused request is an error too, whatever its wording.
import type { JSX } from 'react';
import { useShownMessage } from '../../../lib/shown-message';
import { isErrorMessage } from '../lib/account-messages';

export function StatusMessage({
  message,
  failed = false,
}: {
  message: string | null;
  failed?: boolean;
}): JSX.Element | null {
  const shown = useShownMessage();
  if (!message) return null;
  // The spec's rule reads the English words; the shopper reads the page's language.
  const isError = failed || isErrorMessage(message);
  return (
    <p role={isError ? 'alert' : 'status'} className={`acc-message acc-message--${isError ? 'error' : 'success'}`}>
      {shown(message)}
    </p>
  );
}
