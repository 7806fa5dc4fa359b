// The shopper's recent orders on /welcome, each linking to its tracking view, with its current
// state (the tracking page's label and colour: Shipped blue, else orange; a payment that is no
// longer Paid beside it in orange-red, unless the state already says Refunded) and what the
// shopper can do with it (order-actions.tsx: mfe-cart's, through Module Federation); a delivered
// order links to its tracking page for a return or exchange.
import { useEffect, type JSX } from 'react';
import { Link, useNavigate } from '@rmj/router';
import { formatRupees, LOCALES, useLang, type Lang } from '@rmj/i18n';
import {
  ORDER_STATE,
  type OrderStatusColour,
  orderStatusDisplay,
  orderStatusLabel,
  paths,
  PAYMENT_STATUS,
  type PaymentStatus,
  paymentStatusColour,
  type PaymentStatusColour,
} from '@rmj/contracts';
import { words, type AccountWordKey } from '../../../i18n';
import { useMyOrdersQuery } from '../api/get-my-orders';
import { loadOrderActions, OrderActions } from './order-actions';

// The contract's colours as this remote's status classes.
const STATUS_CLASS: Record<OrderStatusColour, string> = { blue: 'shipped', orange: 'pending' };
const PAYMENT_CLASS: Record<PaymentStatusColour, string> = { green: 'paid', 'orange-red': 'unpaid' };

/** How many orders the welcome screen lists. */
const RECENT_ORDERS_SHOWN = 5;

// A payment other than Paid, shown beside the state ('Payment unpaid').
const PAYMENT_WORDS: Record<Exclude<PaymentStatus, 'Paid'>, AccountWordKey> = {
  [PAYMENT_STATUS.partiallyRefunded]: 'orders.payment.partiallyRefunded',
  [PAYMENT_STATUS.refunded]: 'orders.payment.refunded',
  [PAYMENT_STATUS.partiallyPaid]: 'orders.payment.partiallyPaid',
  [PAYMENT_STATUS.unpaid]: 'orders.payment.unpaid',
};

// '7 Jan 2026' on English pages (as before), '7 ஜன., 2026' on Tamil ones.
const day = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

export function RecentOrders(): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  // The contract's label on an English page, the glossary's on a Tamil one.
  const stateText = (status: string) => orderStatusLabel(status, lang);
  const paymentText = (status: string) =>
    status in PAYMENT_WORDS
      ? t(PAYMENT_WORDS[status as keyof typeof PAYMENT_WORDS])
      : `Payment ${status.toLowerCase()}`;
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
        {t('orders.title')}
      </h2>
      {isLoading && <p className="acc-orders__note">{t('orders.loading')}</p>}
      {isError && !sessionEnded && (
        <p className="acc-orders__note" role="alert">
          {t('orders.loadFailed')}{' '}
          <button type="button" className="acc-orders__retry" onClick={() => void refetch()}>
            {t('orders.retry')}
          </button>
        </p>
      )}
      {data && orders.length === 0 && <p className="acc-orders__note">{t('orders.none')}</p>}
      {orders.length > 0 && (
        <ul className="acc-orders__list">
          {orders.map((order) => (
            <li key={order.orderId} className="acc-orders__item">
              <Link to={paths.trackOrder(order.orderId)} className="acc-orders__link">
                {order.orderId}
              </Link>
              <span className="acc-orders__meta">
                {day(order.orderDate, lang)} · {formatRupees(order.totalAmount, lang)}
              </span>
              <span className="acc-orders__state">
                <span className={`acc-status acc-status--${STATUS_CLASS[orderStatusDisplay(order.status).colour]}`}>
                  {stateText(order.status)}
                </span>
                {order.paymentStatus !== PAYMENT_STATUS.paid && order.paymentStatus !== order.status && (
                  <>
                    {' · '}
                    <span
                      className={`acc-status acc-status--${PAYMENT_CLASS[paymentStatusColour(order.paymentStatus)]}`}
                    >
                      {paymentText(order.paymentStatus)}
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
                  aria-label={t('orders.returnOrExchangeLabel', { orderId: order.orderId })}
                >
                  {t('orders.returnOrExchange')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
