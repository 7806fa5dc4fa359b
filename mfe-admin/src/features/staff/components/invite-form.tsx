// Inviting someone (owner): e-mail, name and role. Identity mails them a set-up code and a link to
// /admin/setup; the invitation then shows in the list until it is used.
import { useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { serverMessage } from '@rmj/api-client';
import { STAFF_ROLE_LABELS, STAFF_ROLES, staffInviteRequestSchema, type StaffInviteRequest } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useStaffInviteMutation } from '../api/staff-invite';

export function InviteForm(): JSX.Element {
  const [invite, { isLoading }] = useStaffInviteMutation();
  const [result, setResult] = useState<Outcome>();
  const { register, handleSubmit, formState, reset } = useForm<StaffInviteRequest>({
    resolver: zodResolver(staffInviteRequestSchema),
    defaultValues: { email: '', name: '', role: 'staff' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      const sent = await invite(values).unwrap();
      setResult({ text: `Invitation sent to ${sent.email}.`, ok: true });
      reset();
    } catch (error) {
      setResult({ text: serverMessage(error) ?? NO_CONNECTION_MESSAGE, ok: false });
    }
  });
  return (
    <form className="adm-form adm-invite" onSubmit={submit} noValidate aria-labelledby="adm-invite-title">
      <h2 id="adm-invite-title" className="adm-subtitle">
        Invite someone
      </h2>
      {result && <OutcomeMessage outcome={result} />}
      <div className="adm-invite-fields">
        <FormField label="E-mail" error={errors.email?.message}>
          {(control) => <input {...control} {...register('email')} type="email" autoComplete="off" />}
        </FormField>
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          {(control) => (
            <select {...control} {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="adm-actions">
        <button type="submit" className="adm-button" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}
