// A destructive action asked twice: the first press shows a second button that names who is affected
// and a way back, so a slip on a phone cannot lock someone out or void their code.
import { useState, type JSX } from 'react';

/** Props of ConfirmByName. */
export interface ConfirmByNameProps {
  /** The first button ('Withdraw', 'Turn access off'). */
  label: string;
  /** The second button, naming who is affected ('Withdraw the invitation to Meena'). */
  confirmLabel: string;
  /** The way back ('Keep it'). */
  keepLabel: string;
  /** While the action runs, the second button is disabled. */
  busy: boolean;
  onConfirm: () => void;
}

export function ConfirmByName({ label, confirmLabel, keepLabel, busy, onConfirm }: ConfirmByNameProps): JSX.Element {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="adm-link-button" onClick={() => setConfirming(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="adm-actions">
      <button
        type="button"
        className="adm-button"
        disabled={busy}
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="adm-link-button" onClick={() => setConfirming(false)}>
        {keepLabel}
      </button>
    </span>
  );
}
