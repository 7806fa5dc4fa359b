// Set-up, step 1: the e-mail the code was sent to, the code, and the member's name and password.
import type { JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffSetupRequestSchema, type StaffSetupRequest } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';

/** Props of SetupDetailsStep. */
export interface SetupDetailsStepProps {
  /** The e-mail from the invitation's link, when there was one. */
  email: string;
  /** The invitee's name from the invitation's link ('' when none). */
  name?: string;
  busy: boolean;
  onSubmit: (values: StaffSetupRequest) => void;
}

export function SetupDetailsStep({ email, name = '', busy, onSubmit }: SetupDetailsStepProps): JSX.Element {
  const { register, handleSubmit, formState } = useForm<StaffSetupRequest>({
    resolver: zodResolver(staffSetupRequestSchema),
    defaultValues: { email, code: '', name, password: '' },
  });
  const { errors } = formState;
  return (
    <form className="adm-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="username" />}
      </FormField>
      <FormField label="Set-up code" hint="The 6-digit code in the e-mail we sent you." error={errors.code?.message}>
        {(control) => (
          <input {...control} {...register('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        )}
      </FormField>
      <FormField label="Your name" hint="Shown to the team and in the audit trail." error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField
        label="Choose a password"
        hint="At least 12 characters, with a letter and a number."
        error={errors.password?.message}
      >
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </FormField>
      <button type="submit" className="adm-button" disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
