// The ten recovery codes, shown this once: each signs in once when the phone is not at hand.
import type { JSX } from 'react';
import { AuthCard } from './auth-card';

/** Props of RecoveryCodesStep. */
export interface RecoveryCodesStepProps {
  codes: readonly string[];
  /** The member has saved them: signed in. */
  onSaved: () => void;
}

export function RecoveryCodesStep({ codes, onSaved }: RecoveryCodesStepProps): JSX.Element {
  return (
    <AuthCard
      title="Save your recovery codes"
      lead="If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: this is the only time they are shown."
      message={{ text: 'Your authenticator is set up.', tone: 'ok' }}
    >
      <ul className="adm-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="adm-button" onClick={onSaved}>
        I have saved these
      </button>
    </AuthCard>
  );
}
