// The orders board's Returns tab: return and exchange requests still open (or one state's), oldest
// first, each linking to its order's page where its steps are pressed; a count beside each state.
import type { JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { RETURN_KIND_LABELS, RETURN_REASON_LABELS, RETURN_STATES, type ReturnState } from '@rmj/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage } from '../../../lib/messages';
import { useAdminReturnsQuery } from '../api/returns';
import { ORDERS_PATHS } from '../lib/orders-paths';
import { counted } from '../../../lib/counted';

export function ReturnsBoard(): JSX.Element {
  const [params, setParams] = useSearchParams();
  const asked = params.get('returnState') ?? '';
  const state = (RETURN_STATES as readonly string[]).includes(asked) ? (asked as ReturnState) : undefined;
  const { data, error, isFetching, refetch } = useAdminReturnsQuery(state ? { state } : {});
  return (
    <div className="adm-ord-returns">
      <div className="adm-field">
        <label htmlFor="adm-ret-state">Requests</label>
        <select
          id="adm-ret-state"
          value={state ?? ''}
          onChange={(e) => setParams({ returns: 'open', ...(e.target.value ? { returnState: e.target.value } : {}) })}
        >
          <option value="">Open{data ? ` (${data.open})` : ''}</option>
          {RETURN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
              {data ? ` (${data.counts[s] ?? 0})` : ''}
            </option>
          ))}
        </select>
      </div>
      <p className="adm-ord-count-line" role="status">
        {data ? counted(data.returns.length, 'request') : isFetching ? 'Loading…' : ''}
      </p>
      {error ? (
        <LoadFailed message={failureMessage(error, 'The return requests could not be loaded.')} onRetry={refetch} />
      ) : data && data.returns.length > 0 ? (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="adm-visually-hidden">Return and exchange requests</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Request</th>
                <th scope="col">State</th>
                <th scope="col">Asked</th>
              </tr>
            </thead>
            <tbody>
              {data.returns.map((r) => (
                <tr key={r.returnId}>
                  <td>
                    <Link to={ORDERS_PATHS.order(r.orderNumber)}>{r.orderNumber}</Link>
                  </td>
                  <td>{r.customerName}</td>
                  <td>
                    {RETURN_KIND_LABELS[r.kind]}: {RETURN_REASON_LABELS[r.reason]}
                  </td>
                  <td>{r.state}</td>
                  <td>{formatWhen(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : data ? (
        <p className="adm-message">No requests here.</p>
      ) : null}
    </div>
  );
}
