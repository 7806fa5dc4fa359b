// Sign-in, step 2: the authenticator's 6-digit code, or one of the recovery codes.
import { useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { signInCodeSchema, staffFieldMessages, totpCodeSchema } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';

const totpForm = z.object({ code: totpCodeSchema });
const recoveryForm = z.object({
  code: signInCodeSchema.refine((code) => !/^\d{6}$/.test(code), staffFieldMessages.signInCode),
});
type CodeForm = z.infer<typeof totpForm>;

/** Props of CodeStep. */
export interface CodeStepProps {
  busy: boolean;
  onSubmit: (code: string) => void;
  /** Back to e-mail and password. */
  onRestart: () => void;
}

export function CodeStep({ busy, onSubmit, onRestart }: CodeStepProps): JSX.Element {
  const [recovery, setRecovery] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<CodeForm>({
    resolver: zodResolver(recovery ? recoveryForm : totpForm),
  });
  const toggle = () => {
    reset({ code: '' });
    setRecovery((value) => !value);
  };
  return (
    <form className="adm-form" onSubmit={handleSubmit(({ code }) => onSubmit(code.trim()))} noValidate>
      {recovery ? (
        <FormField
          key="recovery"
          label="Recovery code"
          hint="One of the ten codes you saved when you set up your account (each works once)."
          error={formState.errors.code?.message}
        >
          {(control) => <input {...control} {...register('code')} autoComplete="off" autoCapitalize="none" />}
        </FormField>
      ) : (
        <FormField key="totp" label="6-digit code from your authenticator app" error={formState.errors.code?.message}>
          {(control) => (
            <input {...control} {...register('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          )}
        </FormField>
      )}
      <button type="submit" className="adm-button" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      <div className="adm-actions">
        <button type="button" className="adm-link-button" onClick={toggle}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className="adm-link-button" onClick={onRestart}>
          Start again
        </button>
      </div>
    </form>
  );
}
