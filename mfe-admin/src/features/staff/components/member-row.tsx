// One team member: their role (changed on the spot) and their access (turned off after a second
// click that names them, so a slip cannot lock someone out).
import type { JSX } from 'react';
import { serverMessage } from '@rmj/api-client';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '@rmj/contracts';
import { formatWhen } from '../../../lib/format-when';
import { ConfirmByName } from '../../../components/confirm-by-name';
import type { Outcome } from '../../../components/outcome-message';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useStaffUpdateMutation } from '../api/staff-update';

/** Props of MemberRow. */
export interface MemberRowProps {
  member: StaffMember;
  /** The signed-in owner's id (their own row says "you"). */
  selfId: string;
  /** Reports what happened, for the page's message line. */
  onResult: (result: Outcome) => void;
}

export function MemberRow({ member, selfId, onResult }: MemberRowProps): JSX.Element {
  const [update, { isLoading }] = useStaffUpdateMutation();
  const change = async (body: { role?: StaffRole; active?: boolean }, done: string) => {
    try {
      await update({ params: { staffId: member.id }, body }).unwrap();
      onResult({ text: done, ok: true });
    } catch (error) {
      onResult({ text: serverMessage(error) ?? NO_CONNECTION_MESSAGE, ok: false });
    }
  };
  return (
    <tr className={member.active ? undefined : 'adm-row-off'}>
      <th scope="row">
        {member.name}
        {member.id === selfId && <span className="adm-note"> (you)</span>}
      </th>
      <td data-label="E-mail">{member.email}</td>
      <td data-label="Role">
        <select
          aria-label={`Role of ${member.name}`}
          value={member.role}
          disabled={isLoading}
          onChange={(event) => {
            const role = event.target.value as StaffRole;
            void change({ role }, `${member.name} is now ${STAFF_ROLE_LABELS[role]}.`);
          }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Access">{member.active ? 'Active' : 'Turned off'}</td>
      <td data-label="Last sign-in">{formatWhen(member.lastSignInAt)}</td>
      <td>
        {!member.active ? (
          <button
            type="button"
            className="adm-link-button"
            disabled={isLoading}
            onClick={() => void change({ active: true }, `${member.name} can sign in again.`)}
          >
            Turn access on
          </button>
        ) : (
          <ConfirmByName
            label="Turn access off"
            confirmLabel={`Turn off access for ${member.name}`}
            keepLabel="Keep access"
            busy={isLoading}
            onConfirm={() => void change({ active: false }, `${member.name} can no longer sign in.`)}
          />
        )}
      </td>
    </tr>
  );
}
