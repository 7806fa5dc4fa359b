// One labelled form field with its hint and its error, wired for screen readers: the control gets
// the id, aria-invalid and aria-describedby from here (a render function, so any control fits).
import { useId, type JSX, type ReactNode } from 'react';

/** What the control must carry. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** Props of FormField. */
export interface FormFieldProps {
  label: string;
  /** The field's error message, shown under it. */
  error?: string;
  /** A line of help under the label. */
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, hint, children }: FormFieldProps): JSX.Element {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="adm-field-hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}) })}
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
