// /admin/audit (owner): the audit trail. The screens follow once the audit contracts land.
import type { JSX } from 'react';
import { AdminPage } from '../../../components/admin-page';

export function AuditPage(): JSX.Element {
  return (
    <AdminPage title="Audit trail" permission="readAudit">
      <p>The audit trail will be listed here.</p>
    </AdminPage>
  );
}
