// The shopper's recent orders on /welcome, each linking to its tracking view, with its current
// state (the tracking page's label and colour: Shipped blue, else orange; a payment that is no
// longer Paid beside it in orange-red, unless the state already says Refunded) and what the
// shopper can do with it (order-actions.tsx: mfe-cart's, through Module Federation); a delivered
// order links to its tracking page for a return or exchange.
import { useEffect, type JSX } from 'react';
import { Link, useNavigate } from '@rmj/router';
import { formatINR } from '@rmj/ui';
import {
  ORDER_STATE,
  orderStatusDisplay,
  paths,
  paymentStatusColour,
  PAYMENT_STATUS,
  type OrderStatusColour,
  type PaymentStatusColour,
} from '@rmj/contracts';
import { useMyOrdersQuery } from '../api/get-my-orders';
import { loadOrderActions, OrderActions } from './order-actions';

// The contract's colours as this remote's status classes.
const STATUS_CLASS: Record<OrderStatusColour, string> = { blue: 'shipped', orange: 'pending' };
const PAYMENT_CLASS: Record<PaymentStatusColour, string> = { green: 'paid', 'orange-red': 'unpaid' };

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
  // The actions under each order come from mfe-cart: fetched beside the list, not after it.
  useEffect(() => {
    // A failure is the actions' boundary's to handle when they render.
    loadOrderActions().catch(() => undefined);
  }, []);
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
                {day(order.orderDate)} · {formatINR(order.totalAmount)}
              </span>
              <span className="acc-orders__state">
                <span className={`acc-status acc-status--${STATUS_CLASS[orderStatusDisplay(order.status).colour]}`}>
                  {orderStatusDisplay(order.status).label}
                </span>
                {order.paymentStatus !== PAYMENT_STATUS.paid && order.paymentStatus !== order.status && (
                  <>
                    {' · '}
                    <span
                      className={`acc-status acc-status--${PAYMENT_CLASS[paymentStatusColour(order.paymentStatus)]}`}
                    >
                      Payment {order.paymentStatus.toLowerCase()}
                    </span>
                  </>
                )}
              </span>
              <span className="acc-orders__items">{order.productNames.join(', ')}</span>
              <OrderActions order={order} onCancelled={() => void refetch()} />
              {/* The tracking page says whether the shop's window is still open and holds the form. */}
              {order.status === ORDER_STATE.delivered && (
                <Link
                  to={paths.trackOrder(order.orderId)}
                  className="acc-orders__link"
                  aria-label={`Return or exchange order ${order.orderId}`}
                >
                  Return or exchange
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
