// A labelled field of the product editor with its hint and its message underneath, linked to the
// control by aria-describedby (the control is drawn by the caller with the props it is given).
import { useId, type JSX, type ReactNode } from 'react';

/** What the control must carry so its label, hint and message belong to it. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: string;
  /** The rule's message, shown under the control. */
  error?: string;
  /** A line of help under the label. */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ label, error, hint, className, children }: FormFieldProps): JSX.Element {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={['adm-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="adm-cat-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
