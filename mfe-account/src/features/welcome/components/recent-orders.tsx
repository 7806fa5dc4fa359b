// The shopper's recent orders on /welcome, each linking to its tracking view.
import { useEffect, type JSX } from 'react';
import { Link, useNavigate } from '@rmj/router';
import { formatINR } from '@rmj/ui';
import { orderStatusDisplay, paths } from '@rmj/contracts';
import { useMyOrdersQuery } from '../api/get-my-orders';

/** How many orders the welcome screen lists. */
const RECENT_ORDERS_SHOWN = 5;

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

export function RecentOrders(): JSX.Element {
  const { data, error, isLoading, isError, refetch } = useMyOrdersQuery();
  const navigate = useNavigate();
  // 401: the session ended (the API client already forgot it); the login form says so.
  const sessionEnded = !!error && 'status' in error && error.status === 401;
  useEffect(() => {
    if (sessionEnded) navigate(paths.account(), { replace: true });
  }, [sessionEnded, navigate]);
  const orders = data?.orders.slice(0, RECENT_ORDERS_SHOWN) ?? [];
  return (
    <section className="acc-card acc-orders" aria-labelledby="acc-orders-title">
      <h2 id="acc-orders-title" className="acc-orders__title">
        Your recent orders
      </h2>
      {isLoading && <p className="acc-orders__note">Loading your orders…</p>}
      {isError && !sessionEnded && (
        <p className="acc-orders__note" role="alert">
          Your orders could not be loaded.{' '}
          <button type="button" className="acc-orders__retry" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      )}
      {data && orders.length === 0 && <p className="acc-orders__note">You have no orders yet.</p>}
      {orders.length > 0 && (
        <ul className="acc-orders__list">
          {orders.map((order) => (
            <li key={order.orderId} className="acc-orders__item">
              <Link to={paths.trackOrder(order.orderId)} className="acc-orders__link">
                {order.orderId}
              </Link>
              <span className="acc-orders__meta">
                {day(order.orderDate)} · {formatINR(order.totalAmount)} · {orderStatusDisplay(order.status).label}
              </span>
              <span className="acc-orders__items">{order.productNames.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
