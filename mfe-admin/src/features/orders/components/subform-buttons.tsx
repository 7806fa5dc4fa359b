// The buttons of a form opened from Next steps (Ship, Refund): its submit, which waits while the
// request is under way, and "Not now", which closes the form.
import type { JSX } from 'react';

export interface SubformButtonsProps {
  /** The submit's words ("Ship the order"). */
  label: string;
  /** Its words while the request is under way ("Shipping…"). */
  busyLabel: string;
  busy: boolean;
  onClose: () => void;
}

export function SubformButtons({ label, busyLabel, busy, onClose }: SubformButtonsProps): JSX.Element {
  return (
    <div className="adm-ord-buttons">
      <button type="submit" className="adm-button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="adm-button adm-button--quiet" onClick={onClose}>
        Not now
      </button>
    </div>
  );
}
