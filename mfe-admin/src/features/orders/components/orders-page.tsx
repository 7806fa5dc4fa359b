// /admin/orders: the orders board. A tab per state with its count, filters and a search, the rows
// and their pages; all of it lives in the address, so a reload or a shared link shows the same.
import type { JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { Pagination } from '@rmj/ui';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useAdminOrdersQuery } from '../api/get-orders';
import { useAdminReturnsQuery } from '../api/returns';
import { boardQuery, readBoardState, withBoardFilter, writeBoardState, type BoardState } from '../lib/board-state';
import { ORDER_MESSAGES } from '../lib/order-labels';
import { ORDERS_PATHS } from '../lib/orders-paths';
import { BoardFilters } from './board-filters';
import { OrdersTable } from './orders-table';
import { ReturnsBoard } from './returns-board';
import { StateTabs } from './state-tabs';
import './orders.css';
import { counted } from '../../../lib/counted';

export function OrdersPage(): JSX.Element {
  return (
    <AdminPage title="Orders" permission="readOrders">
      <OrdersBoard />
    </AdminPage>
  );
}

/**
 * The "COD to collect" view: cash-on-delivery orders the courier has (or has delivered) whose cash is
 * not recorded yet, with their count; pressed again, every order.
 */
function CodToCollect({
  state,
  count,
  onChange,
}: {
  state: BoardState;
  count: number | undefined;
  onChange: (next: BoardState) => void;
}): JSX.Element {
  const on = state.codToCollect === 'yes';
  return (
    <div className="adm-ord-toolbar">
      <button
        type="button"
        className="adm-button adm-button--quiet"
        aria-pressed={on}
        onClick={() => onChange(withBoardFilter(state, 'codToCollect', on ? '' : 'yes'))}
      >
        {`COD to collect${count === undefined ? '' : ` (${count})`}`}
      </button>
    </div>
  );
}

const orderCount = (n: number): string => counted(n, 'order');

function OrdersBoard(): JSX.Element {
  const [params, setParams] = useSearchParams();
  const state = readBoardState(params);
  const returns = params.get('returns') === 'open';
  // The same query as the list's (one request): the tabs' counts, also beside the Returns tab.
  const { data } = useAdminOrdersQuery(boardQuery(state));
  const { data: openReturns } = useAdminReturnsQuery({});
  const show = (next: BoardState) => setParams(writeBoardState(next));

  return (
    <div className="adm-ord">
      <div className="adm-ord-toolbar">
        <Link className="adm-button adm-button--quiet" to={ORDERS_PATHS.jobCards}>
          Job cards of the workshop
        </Link>
        <Link className="adm-button adm-button--quiet" to={ORDERS_PATHS.packing}>
          Labels and slips of a day’s shipments
        </Link>
      </div>
      <StateTabs state={state} counts={data?.counts} returns={returns} openReturns={openReturns?.open} />
      {returns ? <ReturnsBoard /> : <OrdersList state={state} show={show} />}
    </div>
  );
}

function OrdersList({ state, show }: { state: BoardState; show: (next: BoardState) => void }): JSX.Element {
  const { data, error, isFetching, refetch } = useAdminOrdersQuery(boardQuery(state));
  const totalPages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;
  return (
    <>
      <CodToCollect state={state} count={data?.codToCollect} onChange={show} />
      <BoardFilters state={state} onChange={show} />
      <p className="adm-ord-count-line" role="status">
        {data ? `${orderCount(data.total)} found` : isFetching ? 'Loading orders…' : ''}
      </p>
      {error ? (
        <LoadFailed message={failureMessage(error, ORDER_MESSAGES.listFailed)} onRetry={refetch} />
      ) : data && data.orders.length === 0 ? (
        <p className="adm-message">{ORDER_MESSAGES.noOrders}</p>
      ) : data ? (
        <OrdersTable orders={data.orders} />
      ) : null}
      <Pagination page={state.page} totalPages={totalPages} onPageChange={(page) => show({ ...state, page })} />
    </>
  );
}
