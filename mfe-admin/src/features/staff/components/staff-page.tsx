// /admin/staff (owner): the team and its invitations. The screens follow once identity's staff
// contracts land.
import type { JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';

export function StaffPage(): JSX.Element {
  return (
    <AdminPage title="Staff" permission="manageStaff">
      <p>The team will be listed here.</p>
    </AdminPage>
  );
}
