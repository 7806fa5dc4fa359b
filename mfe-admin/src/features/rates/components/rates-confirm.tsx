// What a save changes, rate by rate, before it is sent: setting rates re-prices every piece sold
// by weight at once, so the owner sees each change and confirms it.
import type { JSX } from 'react';
import type { RateChangeLine } from '../lib/rates-form';
import { perGram, RATES_MESSAGES } from '../lib/rate-words';

export interface RatesConfirmProps {
  changes: readonly RateChangeLine[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const figure = (paise: number | undefined): string => (paise === undefined ? 'no rate' : perGram(paise));

export function RatesConfirm({ changes, busy, onConfirm, onCancel }: RatesConfirmProps): JSX.Element {
  return (
    <div className="adm-rates-confirm" role="group" aria-labelledby="adm-rates-confirm">
      <p id="adm-rates-confirm" className="adm-rates-confirm-title">
        {RATES_MESSAGES.confirmTitle}
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change.key}>
            {change.label}: {figure(change.before)} → {figure(change.after)}
            {change.derived ? ' (derived)' : ''}
          </li>
        ))}
      </ul>
      <p className="adm-field-hint">Every piece priced by weight in these purities changes price at once.</p>
      <div className="adm-rates-actions">
        <button type="button" className="adm-button" onClick={onConfirm} disabled={busy}>
          {busy ? 'Saving…' : 'Yes, set these rates'}
        </button>
        <button type="button" className="adm-button adm-button--quiet" onClick={onCancel} disabled={busy}>
          Go back
        </button>
      </div>
    </div>
  );
}
