// One form of the account screen: its fields, validated with react-hook-form and the shared zod
// rules (on blur when non-empty, then on submit; see ../lib/blur-tolerant-resolver.ts).
import { useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_SPECS, type AccountFieldName } from '../lib/account-modes';
import { blurTolerantResolver, type ValidationPhase } from '../lib/blur-tolerant-resolver';
import { TextField } from './text-field';

export interface ModeFormProps<T extends Record<string, string>> {
  schema: z.ZodType<T, T>;
  /** Fields in display order. */
  fields: readonly (AccountFieldName & keyof T)[];
  defaultValues: T;
  submitLabel: string;
  /** True while a request is under way or a redirect is pending: buttons are disabled. */
  busy: boolean;
  onSubmit: (values: T) => Promise<void> | void;
  autoComplete?: Partial<Record<AccountFieldName, string>>;
  /** Secondary actions under the submit button (mode links, Cancel). */
  children?: ReactNode;
  /** Shown just above the submit button (the privacy notice where personal data is collected). */
  notice?: ReactNode;
}

export function ModeForm<T extends Record<string, string>>(props: ModeFormProps<T>): JSX.Element {
  const { schema, fields, defaultValues, submitLabel, busy, onSubmit, autoComplete, children, notice } = props;
  // react-hook-form passes this object to the resolver on every run; it is mutated on submit.
  const [phase] = useState<ValidationPhase>(() => ({ submitted: false }));
  const [resolver] = useState(() => blurTolerantResolver(schema));
  const { register, handleSubmit, formState, getFieldState, trigger } = useForm<T, ValidationPhase>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    resolver,
    context: phase,
    defaultValues: defaultValues as DefaultValues<T>,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    phase.submitted = true;
    return handleSubmit(async (values) => {
      if (!busy) await onSubmit(values);
    })(event);
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {fields.map((name) => (
        <TextField
          key={name}
          spec={FIELD_SPECS[name]}
          registration={register(name as Path<T>, {
            // A shown rule is re-checked while the shopper corrects the field, so it clears before
            // they reach the button (a message vanishing on blur would move the button under the click).
            onChange: () => {
              if (getFieldState(name as Path<T>).error) void trigger(name as Path<T>);
            },
          })}
          error={formState.errors[name]?.message as string | undefined}
          autoComplete={autoComplete?.[name]}
        />
      ))}
      {notice}
      <button type="submit" className="acc-button acc-button--primary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
      {children && <div className="acc-form__actions">{children}</div>}
    </form>
  );
}
