// Adding the authenticator: the secret as a QR code and as grouped text, then the app's first
// 6-digit code, which confirms it (staffSetupConfirm) and signs in with ten recovery codes.
import { useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { totpCodeSchema, type StaffSetupConfirmResponse, type TotpEnrolment } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { useStaffSetupConfirmMutation } from '../api/staff-setup-confirm';
import { failureMessage } from '../lib/failure';
import { groupSecret } from '../lib/group-secret';
import { AuthCard } from './auth-card';
import { QrCode } from './qr-code';

const codeForm = z.object({ code: totpCodeSchema });
type CodeForm = z.infer<typeof codeForm>;

/** Props of AuthenticatorStep. */
export interface AuthenticatorStepProps {
  setupToken: string;
  totp: TotpEnrolment;
  /** The set-up is confirmed: signed in, with the recovery codes to show once. */
  onConfirmed: (answer: StaffSetupConfirmResponse) => void;
}

export function AuthenticatorStep({ setupToken, totp, onConfirmed }: AuthenticatorStepProps): JSX.Element {
  const [confirm, { isLoading }] = useStaffSetupConfirmMutation();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<CodeForm>({ resolver: zodResolver(codeForm) });
  const submit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      onConfirmed(await confirm({ setupToken, code }).unwrap());
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });
  return (
    <AuthCard
      title="Add your authenticator"
      lead="Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key into it."
      message={failure ? { text: failure, tone: 'error' } : undefined}
    >
      <QrCode value={totp.otpauthUri} />
      <p className="adm-field-hint">Key to type by hand:</p>
      <code className="adm-secret" aria-label="Authenticator key">
        {groupSecret(totp.secret)}
      </code>
      <form className="adm-form" onSubmit={submit} noValidate>
        <FormField label="6-digit code from the app" error={formState.errors.code?.message}>
          {(control) => (
            <input {...control} {...register('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          )}
        </FormField>
        <button type="submit" className="adm-button" disabled={isLoading}>
          {isLoading ? 'Checking…' : 'Confirm'}
        </button>
      </form>
    </AuthCard>
  );
}
