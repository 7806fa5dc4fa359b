// One labelled field of the storefront's forms (complaints, old-gold requests): its label, an
// optional hint and the error beside it, tied to the control by ids so a screen reader reads both.
import type { JSX, ReactNode } from 'react';

export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}): JSX.Element {
  return (
    <div className={`cat-field${error ? ' cat-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="cat-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cat-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The id and ARIA attributes of a form's control named `name`: invalid while it has an error, and
 * described by its hint (when `hint`) and its error.
 */
export function fieldAria(formId: string, name: string, hasError: boolean, hint = false) {
  const describedBy = [hint ? `${formId}-${name}-hint` : '', hasError ? `${formId}-${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id: `${formId}-${name}`,
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
