// Sign-in, step 1: e-mail and password.
import type { JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffLoginRequestSchema, type StaffLoginRequest } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';

/** Props of PasswordStep. */
export interface PasswordStepProps {
  busy: boolean;
  onSubmit: (values: StaffLoginRequest) => void;
}

export function PasswordStep({ busy, onSubmit }: PasswordStepProps): JSX.Element {
  const { register, handleSubmit, formState } = useForm<StaffLoginRequest>({
    resolver: zodResolver(staffLoginRequestSchema),
  });
  return (
    <form className="adm-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField label="E-mail" error={formState.errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="username" />}
      </FormField>
      <FormField label="Password" error={formState.errors.password?.message}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" />}
      </FormField>
      <button type="submit" className="adm-button" disabled={busy}>
        {busy ? 'Signing in…' : 'Continue'}
      </button>
    </form>
  );
}
