// /admin/draft-orders: the drafts staff made for customers, newest first, a page at a time (the
// address keeps the page: ?page=2): customer, lines, total when last saved, who saved it and when,
// and for a sent draft the order it became. Every staff role reads; owner and staff start new ones.
import type { JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { Pagination, Price } from '@rmj/ui';
import { roleCan } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage } from '../../../lib/messages';
import type { StaffSession } from '../../../lib/staff-session';
import { useDraftOrdersListQuery } from '../api/draft-orders-api';
import { DRAFT_PATHS } from '../lib/draft-paths';
import { DRAFT_WORDS } from '../lib/draft-words';
import './draft-orders.css';

const lineCount = (n: number): string => (n === 1 ? '1 line' : `${n} lines`);

function DraftOrders({ session }: { session: StaffSession }): JSX.Element {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, error, isError, isFetching, refetch } = useDraftOrdersListQuery(page > 1 ? { page: String(page) } : {});
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="adm-drf">
      <div className="adm-drf-bar">
        <p role="status" className="adm-drf-count">
          {data ? (data.total === 1 ? '1 draft order' : `${data.total} draft orders`) : ''}
          {data && isFetching ? ' (updating…)' : ''}
        </p>
        {roleCan(session.staff.role, 'editDraftOrders') && (
          <Link className="adm-button" to={DRAFT_PATHS.add()}>
            {DRAFT_WORDS.newDraft}
          </Link>
        )}
      </div>
      {isError ? (
        <LoadFailed message={failureMessage(error, DRAFT_WORDS.listFailed)} onRetry={refetch} />
      ) : !data ? (
        <p role="status">Loading the draft orders…</p>
      ) : data.drafts.length === 0 ? (
        <p className="adm-message">{DRAFT_WORDS.noDrafts}</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table adm-table--stack adm-drf-table">
            <caption className="adm-visually-hidden">Draft orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Lines</th>
                <th scope="col">Total when saved</th>
                <th scope="col">Last saved</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {data.drafts.map((draft) => (
                <tr key={draft.id}>
                  <th scope="row">
                    <Link to={DRAFT_PATHS.one(draft.id)}>{draft.customer.name}</Link>
                    <span className="adm-drf-sub">{draft.customer.phone}</span>
                  </th>
                  <td data-label="Lines">{lineCount(draft.lineCount)}</td>
                  <td data-label="Total when saved">
                    <Price amount={draft.totalWhenSaved} />
                  </td>
                  <td data-label="Last saved" className="adm-drf-wrap">
                    {formatWhen(draft.updatedAt)} by {draft.updatedBy.email}
                  </td>
                  <td data-label="State">
                    {draft.orderNumber ? (
                      <>
                        Sent as order <Link to={DRAFT_PATHS.order(draft.orderNumber)}>{draft.orderNumber}</Link>
                      </>
                    ) : (
                      'Draft'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        totalPages={pages}
        onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
      />
    </div>
  );
}

export function DraftOrdersPage(): JSX.Element {
  return (
    <AdminPage title="Draft orders" permission="readDraftOrders">
      {(session) => <DraftOrders session={session} />}
    </AdminPage>
  );
}
