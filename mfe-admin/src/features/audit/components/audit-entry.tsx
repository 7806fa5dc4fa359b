// One audited action: when, who (and their role then), what, to what, and the values before and after.
import type { JSX } from 'react';
import { STAFF_ROLE_LABELS, type StaffAuditEntry } from '@rmj/contracts';
import { formatWhen } from '../../../lib/format-when';
import { actionLabel, diffRows } from '../lib/readable-diff';

const AREA_LABELS: Record<StaffAuditEntry['area'], string> = {
  staff: 'Staff',
  catalogue: 'Catalogue',
  orders: 'Orders',
};

export function AuditEntry({ entry }: { entry: StaffAuditEntry }): JSX.Element {
  const rows = diffRows(entry.before, entry.after);
  return (
    <li className="adm-audit-entry">
      <p className="adm-audit-head">
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
        <span className="adm-role">{AREA_LABELS[entry.area]}</span>
      </p>
      <p className="adm-audit-what">
        <strong>{actionLabel(entry.action)}</strong>
        {entry.target && <> · {entry.target.label ?? `${entry.target.type} ${entry.target.id}`}</>}
      </p>
      <p className="adm-audit-who">
        {entry.actor ? `By ${entry.actor.email} (${STAFF_ROLE_LABELS[entry.actor.role]})` : 'By the shop itself'}
      </p>
      {rows.length > 0 && (
        <div className="adm-table-wrap">
          <table className="adm-table adm-diff">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <del>{row.before}</del>
                  </td>
                  <td>
                    <ins>{row.after}</ins>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
