// /admin/complaints: the complaints desk, oldest first, with each one's age, state and late flags,
// filtered by state (the address keeps the filter: ?state=new). Every staff role reads it.
import type { JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { GRIEVANCE_STATES, GRIEVANCE_SUBJECT_LABELS, grievanceAgeText, type GrievanceState } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { LoadFailed } from '../../../components/load-failed';
import { useAdminGrievancesQuery } from '../api/complaints-api';
import { ComplaintFlags } from './complaint-flags';
import './complaints.css';
import { GRIEVANCE_STATE_LABELS } from '../lib/state-labels';

const isState = (value: string | null): value is GrievanceState =>
  (GRIEVANCE_STATES as readonly string[]).includes(value ?? '');

function Complaints(): JSX.Element {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('state');
  const state = isState(raw) ? raw : undefined;
  const { data, isLoading, isError, refetch } = useAdminGrievancesQuery(state ? { state } : undefined);
  const complaints = data?.grievances ?? [];
  return (
    <>
      <div className="adm-field adm-cmp-filter">
        <label htmlFor="adm-cmp-state">State</label>
        <select
          id="adm-cmp-state"
          value={state ?? ''}
          onChange={(event) => setSearch(event.target.value ? { state: event.target.value } : {})}
        >
          <option value="">All</option>
          {GRIEVANCE_STATES.map((value) => (
            <option key={value} value={value}>
              {GRIEVANCE_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {isLoading ? (
        <p role="status">Loading the complaints…</p>
      ) : isError ? (
        <LoadFailed onRetry={refetch} />
      ) : complaints.length === 0 ? (
        <p>No complaints{state ? ` in ${GRIEVANCE_STATE_LABELS[state]}` : ''}.</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table adm-table--stack adm-cmp-table">
            <caption className="adm-visually-hidden">Complaints, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Customer</th>
                <th scope="col">Subject</th>
                <th scope="col">Age</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {complaints.map((complaint) => (
                <tr key={complaint.ticket}>
                  <th scope="row">
                    <Link to={`${ADMIN_PATHS.complaints}/${encodeURIComponent(complaint.ticket)}`}>
                      {complaint.ticket}
                    </Link>
                  </th>
                  <td data-label="Customer">
                    {complaint.name}
                    <span className="adm-cmp-sub">{complaint.email}</span>
                  </td>
                  <td data-label="Subject">{GRIEVANCE_SUBJECT_LABELS[complaint.subject]}</td>
                  <td data-label="Age">{grievanceAgeText(complaint.ageHours)}</td>
                  <td data-label="State">
                    {GRIEVANCE_STATE_LABELS[complaint.state]} <ComplaintFlags complaint={complaint} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function ComplaintsPage(): JSX.Element {
  return (
    <AdminPage title="Complaints" permission="readComplaints">
      <Complaints />
    </AdminPage>
  );
}
