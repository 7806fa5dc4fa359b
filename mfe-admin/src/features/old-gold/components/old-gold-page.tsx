// /admin/old-gold: customers' old-gold requests, newest first, 20 a page: who, how to reach them,
// what they bring and the estimate they were shown, and staff's notes. Owner and staff mark a
// request contacted or closed; support reads.
import { useState, type JSX } from 'react';
import {
  OLD_GOLD_CONTACT_BY_LABELS,
  OLD_GOLD_PURITY_LABELS,
  OLD_GOLD_STATE_LABELS,
  roleCan,
  type AdminOldGoldRequest,
} from '@rmj/contracts';
import { formatGrams, formatINR } from '@rmj/ui';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { formatWhen } from '../../../lib/format-when';
import { useAdminOldGoldRequestsQuery } from '../api/old-gold-api';
import { RequestActions } from './request-actions';

function Row({ request, canHandle }: { request: AdminOldGoldRequest; canHandle: boolean }): JSX.Element {
  return (
    <tr>
      <td>
        {request.name}
        <br />
        <a href={`tel:+91${request.phone}`}>{request.phone}</a>
        {request.email && (
          <>
            <br />
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </>
        )}
      </td>
      <td>
        {`${formatGrams(request.weightMg)} ${OLD_GOLD_PURITY_LABELS[request.purity]}`}
        <br />
        {request.estimate ? `Estimate ${formatINR(request.estimate.estimateRupees)}` : 'No estimate'}
      </td>
      <td>
        {OLD_GOLD_CONTACT_BY_LABELS[request.contactBy]}
        {request.preferredTime && <> ({request.preferredTime})</>}
        {request.note && <p className="adm-old-gold-note">{request.note}</p>}
        <br />
        <small>{`Sent ${formatWhen(request.createdAt)}`}</small>
      </td>
      <td>
        {OLD_GOLD_STATE_LABELS[request.state]}
        {request.actions.map((a) => (
          <p key={a.at} className="adm-old-gold-note">{`${OLD_GOLD_STATE_LABELS[a.state]} by ${a.by}: ${a.note}`}</p>
        ))}
        {canHandle && <RequestActions request={request} />}
      </td>
    </tr>
  );
}

function Requests({ canHandle }: { canHandle: boolean }): JSX.Element {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useAdminOldGoldRequestsQuery(page > 1 ? { page: String(page) } : {});
  if (isLoading) return <p role="status">Loading the requests…</p>;
  if (isError || !data) return <LoadFailed onRetry={refetch} />;
  if (data.total === 0) return <p>No old-gold requests yet.</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <table className="adm-table adm-old-gold-table">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Old gold</th>
            <th scope="col">Wants</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {data.requests.map((request) => (
            <Row key={request.id} request={request} canHandle={canHandle} />
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label="Pages">
          <button type="button" className="adm-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>{` Page ${page} of ${pages} `}</span>
          <button type="button" className="adm-button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      )}
    </>
  );
}

export function OldGoldPage(): JSX.Element {
  return (
    <AdminPage title="Old gold" permission="readOldGold">
      {(session) => <Requests canHandle={roleCan(session.staff.role, 'handleOldGold')} />}
    </AdminPage>
  );
}
