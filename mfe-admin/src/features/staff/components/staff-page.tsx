// /admin/staff (owner): the team with their roles and access, the invitations not used yet, and a
// form to invite someone.
import { useState, type JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { LoadFailed } from '../../../components/load-failed';
import { useStaffListQuery } from '../api/staff-list';
import { InvitationItem } from './invitation-item';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import './staff.css';

function Team({ selfId }: { selfId: string }): JSX.Element {
  const { data, isLoading, isError, refetch } = useStaffListQuery();
  const [result, setResult] = useState<Outcome>();
  if (isLoading) return <p role="status">Loading the team…</p>;
  if (isError || !data) {
    return <LoadFailed onRetry={refetch} />;
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
            <InvitationItem key={invitation.id} invitation={invitation} onResult={setResult} />
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
