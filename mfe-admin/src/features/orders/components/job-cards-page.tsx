// The workshop's job cards, one A5 card per order line, printed in one go with one Print button:
// /admin/orders/:orderNumber/job-card (one order's cards) and /admin/orders/job-cards (every order in
// the workshop, or those paid on one day). Printing shows the cards only (job-cards.css).
import type { JSX } from 'react';
import { Link, useParams, useSearchParams } from '@rmj/router';
import type { AdminOrder } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useAdminJobCardsQuery } from '../api/get-job-cards';
import { useAdminOrderQuery } from '../api/get-order';
import { failureStatus, ORDER_MESSAGES } from '../lib/order-labels';
import { ORDERS_PATHS } from '../lib/orders-paths';
import { JobCard } from './job-card';
import './orders.css';
import './job-cards.css';
import { DayFilter } from './day-filter';
import { counted } from '../../../lib/counted';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function JobCardsPage(): JSX.Element {
  const { orderNumber } = useParams();
  return (
    <AdminPage title={orderNumber ? `Job cards of ${orderNumber}` : 'Job cards'} permission="readOrders">
      {orderNumber ? <OrderCards orderNumber={orderNumber} /> : <WorkshopCards />}
    </AdminPage>
  );
}

function OrderCards({ orderNumber }: { orderNumber: string }): JSX.Element {
  const { data, error, isLoading, refetch } = useAdminOrderQuery({ orderNumber });
  return (
    <CardsScreen
      orders={data ? [data] : undefined}
      loading={isLoading}
      error={
        error &&
        (failureStatus(error) === 404 ? ORDER_MESSAGES.notFound : failureMessage(error, ORDER_MESSAGES.jobCardsFailed))
      }
      retry={refetch}
      back={<Link to={ORDERS_PATHS.order(orderNumber)}>Back to the order</Link>}
    />
  );
}

function WorkshopCards(): JSX.Element {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = DAY.test(raw) ? raw : '';
  const { data, error, isLoading, refetch } = useAdminJobCardsQuery(date ? { date } : undefined);
  return (
    <CardsScreen
      orders={data?.orders}
      loading={isLoading}
      error={error && failureMessage(error, ORDER_MESSAGES.jobCardsFailed)}
      retry={refetch}
      back={<Link to={ORDERS_PATHS.board}>Back to the orders</Link>}
      filter={<DayFilter id="adm-jc-date" label="Paid on" value={date} onChange={setParams} />}
    />
  );
}

interface CardsScreenProps {
  orders?: AdminOrder[];
  loading: boolean;
  error?: string;
  retry: () => void;
  back: JSX.Element;
  filter?: JSX.Element;
}

function CardsScreen({ orders, loading, error, retry, back, filter }: CardsScreenProps): JSX.Element {
  const cards = (orders ?? []).flatMap((order) => order.lines.map((_, line) => ({ order, line })));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <div className="adm-jc-screen">
      <div className="adm-jc-toolbar">
        {back}
        {filter}
        <p role="status">{orders ? counted(cards.length, 'card') : ''}</p>
        <button type="button" className="adm-button" onClick={() => window.print()} disabled={cards.length === 0}>
          Print
        </button>
      </div>
      {loading && <p role="status">Loading the job cards…</p>}
      {error && <LoadFailed message={error} onRetry={retry} />}
      {orders && cards.length === 0 && <p className="adm-message">{ORDER_MESSAGES.noJobCards}</p>}
      <div className="adm-jc-sheet">
        {cards.map(({ order, line }) => (
          <JobCard key={`${order.orderNumber}-${line}`} order={order} line={line} origin={origin} />
        ))}
      </div>
    </div>
  );
}
