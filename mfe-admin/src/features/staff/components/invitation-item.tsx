// One invitation not used yet: who, the role, when it was sent and until when its code works, and
// a withdraw that asks once more by name, so a slip cannot void someone's code.
import type { JSX } from 'react';
import { serverMessage } from '@rmj/api-client';
import { STAFF_ROLE_LABELS, type StaffInvitation } from '@rmj/contracts';
import { ConfirmByName } from '../../../components/confirm-by-name';
import type { Outcome } from '../../../components/outcome-message';
import { formatWhen } from '../../../lib/format-when';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useStaffWithdrawInvitationMutation } from '../api/staff-withdraw';

/** Props of InvitationItem. */
export interface InvitationItemProps {
  invitation: StaffInvitation;
  /** Reports what happened, for the page's message line. */
  onResult: (result: Outcome) => void;
}

export function InvitationItem({ invitation, onResult }: InvitationItemProps): JSX.Element {
  const [withdraw, { isLoading }] = useStaffWithdrawInvitationMutation();
  const withdrawNow = async () => {
    try {
      await withdraw({ invitationId: invitation.id }).unwrap();
      onResult({ text: `The invitation to ${invitation.email} was withdrawn.`, ok: true });
    } catch (error) {
      onResult({ text: serverMessage(error) ?? NO_CONNECTION_MESSAGE, ok: false });
    }
  };
  return (
    <li>
      <strong>{invitation.name}</strong> ({invitation.email}), {STAFF_ROLE_LABELS[invitation.role]}: sent{' '}
      {formatWhen(invitation.invitedAt)},{' '}
      {invitation.expired
        ? 'the code has expired (invite again to send a new one)'
        : `the code works until ${formatWhen(invitation.expiresAt)}`}{' '}
      <ConfirmByName
        label="Withdraw"
        confirmLabel={`Withdraw the invitation to ${invitation.name}`}
        keepLabel="Keep it"
        busy={isLoading}
        onConfirm={() => void withdrawNow()}
      />
    </li>
  );
}
