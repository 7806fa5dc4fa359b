// How a staff action went, under the form or panel that made it: a status when it worked (read out
// politely), an alert when it did not.
import type { JSX } from 'react';

/** How an action went, in words for the staff member. */
export interface Outcome {
  ok: boolean;
  text: string;
}

export function OutcomeMessage({ outcome }: { outcome: Outcome }): JSX.Element {
  return (
    <p className={`adm-message adm-message--${outcome.ok ? 'ok' : 'error'}`} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
