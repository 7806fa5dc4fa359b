// The ten recovery codes, shown this once: each signs in once when the phone is not at hand. They
// can be copied, downloaded as a text file and printed (printing shows the codes only).
import { useState, type JSX } from 'react';
import { BRAND_NAME } from '@rmj/contracts';
import { AuthCard } from './auth-card';

/** Props of RecoveryCodesStep. */
export interface RecoveryCodesStepProps {
  codes: readonly string[];
  /** The member's e-mail, named in the saved file. */
  email?: string;
  /** The member has saved them: signed in. */
  onSaved: () => void;
}

/** The codes as a text file: what they are, whose, and one code a line. */
export function recoveryCodesText(codes: readonly string[], email?: string): string {
  return [
    `${BRAND_NAME} back office: recovery codes${email ? ` of ${email}` : ''}`,
    'Each code signs you in once when your authenticator app is not at hand. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function RecoveryCodesStep({ codes, email, onSaved }: RecoveryCodesStepProps): JSX.Element {
  const [done, setDone] = useState<string>();
  const text = recoveryCodesText(codes, email);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone('Copied the codes.');
    } catch {
      setDone('Copying is not allowed here: download or print them instead.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rmj-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
    setDone('Downloaded rmj-recovery-codes.txt.');
  };
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
      <div className="adm-actions adm-codes-actions">
        <button type="button" className="adm-button adm-button--quiet" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="adm-button adm-button--quiet" onClick={download}>
          Download (.txt)
        </button>
        <button type="button" className="adm-button adm-button--quiet" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p className="adm-field-hint" role="status">
        {done}
      </p>
      <button type="button" className="adm-button" onClick={onSaved}>
        I have saved these
      </button>
    </AuthCard>
  );
}
