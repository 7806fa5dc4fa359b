// /admin/staff (owner): the team with their roles and access, the invitations not used yet, and a
// form to invite someone.
import { useState, type JSX } from 'react';
import { STAFF_ROLE_LABELS } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { formatWhen } from '../../../lib/format-when';
import { NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useStaffListQuery } from '../api/staff-list';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import './staff.css';

function Team({ selfId }: { selfId: string }): JSX.Element {
  const { data, isLoading, isError, refetch } = useStaffListQuery();
  const [result, setResult] = useState<Outcome>();
  if (isLoading) return <p role="status">Loading the team…</p>;
  if (isError || !data) {
    return (
      <div className="adm-message adm-message--error" role="alert">
        <p>{NO_CONNECTION_MESSAGE}</p>
        <button type="button" className="adm-button adm-button--quiet" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      {result && <OutcomeMessage outcome={result} />}
      <div className="adm-table-wrap">
        <table className="adm-table adm-table--stack">
          <caption>Team</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Access</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="adm-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.staff.map((member) => (
              <MemberRow key={member.id} member={member} selfId={selfId} onResult={setResult} />
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="adm-subtitle">Invitations not used yet</h2>
      {data.invitations.length === 0 ? (
        <p>No invitations are waiting.</p>
      ) : (
        <ul className="adm-invitations">
          {data.invitations.map((invitation) => (
            <li key={invitation.id}>
              <strong>{invitation.name}</strong> ({invitation.email}), {STAFF_ROLE_LABELS[invitation.role]}: sent{' '}
              {formatWhen(invitation.invitedAt)},{' '}
              {invitation.expired
                ? 'the code has expired (invite again to send a new one)'
                : `the code works until ${formatWhen(invitation.expiresAt)}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function StaffPage(): JSX.Element {
  return (
    <AdminPage title="Staff" permission="manageStaff">
      {(session) => (
        <div className="adm-staff">
          <Team selfId={session.staff.id} />
          <InviteForm />
        </div>
      )}
    </AdminPage>
  );
}
