// A labelled input with its rule message underneath (linked with aria-describedby).
import { useId, type JSX } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { words } from '../../../i18n';
import { useShownMessage } from '../../../lib/shown-message';
import type { FieldSpec } from '../lib/account-modes';

export interface TextFieldProps {
  spec: FieldSpec;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Overrides the spec's autocomplete token (a password is "new-password" when creating one). */
  autoComplete?: string;
}

export function TextField({ spec, registration, error, autoComplete }: TextFieldProps): JSX.Element {
  const t = words.useT();
  const shown = useShownMessage();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`acc-field${error ? ' acc-field--invalid' : ''}`}>
      <label className="acc-field__label" htmlFor={id}>
        {t(spec.label)}
      </label>
      <input
        id={id}
        className="acc-field__input"
        type={spec.type}
        autoComplete={autoComplete ?? spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className="acc-field__error">
          {shown(error)}
        </p>
      )}
    </div>
  );
}
