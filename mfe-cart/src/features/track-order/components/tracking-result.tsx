// A tracked order in three tabs: Order Info, Customer Details, Products. Payment status: Paid
// green, else orange-red; order status: Shipped blue, else orange (spec section 2). Order Info also
// holds the order's progress (timeline, shipment); the owner's actions (tax invoice, cancelling)
// sit under the tabs, whichever is open.
import { useId, useState, type JSX } from 'react';
import {
  ORDER_STATE,
  PAYMENT_METHOD,
  paymentStatusColour,
  type OrderStatusColour,
  type OrderActionsClasses,
  type PaymentStatusColour,
  type TrackOrderResponse,
} from '@rmj/contracts';
import type { CallOutcome } from '@rmj/api-client';
import { PricingRecordNote } from '@rmj/ui';
import { words } from '../../../i18n';
import { useDateTime, useMoney } from '../../../lib/use-shop-words';
import { useStatusWords } from '../lib/use-status-words';
import { OrderActions } from './order-actions';
import { OrderTimeline, ShipmentDetails } from './order-progress';
import { ReturnsSection } from './returns-section';

// The contract's colours (keyed by state in @rmj/contracts) as this remote's status classes.
const STATUS_CLASS: Record<OrderStatusColour, string> = { blue: 'shipped', orange: 'pending' };
const PAYMENT_CLASS: Record<PaymentStatusColour, string> = { green: 'paid', 'orange-red': 'unpaid' };

// This page's look for the order's actions (the same component /welcome renders with its own).
const ACTION_CLASSES: OrderActionsClasses = {
  actions: 'crt-track__actions',
  invoice: { box: 'crt-track__action', button: 'crt-btn crt-btn--secondary', problem: 'crt-field__error' },
  cancel: {
    box: 'crt-track__action',
    button: 'crt-btn crt-btn--secondary',
    note: 'crt-track__note',
    confirm: 'crt-track__confirm',
    question: 'crt-track__confirm-text',
    answers: 'crt-track__row',
    yes: 'crt-btn crt-btn--primary',
    no: 'crt-btn crt-btn--secondary',
  },
};

/** States in which an order may have a return request (Delivered, and what a return leads to). */
const RETURNABLE_STATES: readonly string[] = [ORDER_STATE.delivered, ORDER_STATE.returned, ORDER_STATE.refunded];

const TABS = ['track.tabInfo', 'track.tabCustomer', 'track.tabProducts'] as const;
type Tab = (typeof TABS)[number];

function Rows({ rows }: { rows: Array<[string, JSX.Element | string | undefined]> }): JSX.Element {
  return (
    <dl className="crt-track__rows">
      {rows
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="crt-track__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function TrackingResult({
  order,
  onCancelOutcome,
}: {
  order: TrackOrderResponse;
  onCancelOutcome: (outcome: CallOutcome) => void;
}): JSX.Element {
  const id = useId();
  const [tab, setTab] = useState<Tab>('track.tabInfo');
  const t = words.useT();
  const formatINR = useMoney();
  const indiaDateTime = useDateTime();
  const { orderStatus, paymentStatus } = useStatusWords();
  const status = orderStatus(order.status);
  const panel = (name: Tab) => `${id}-${name.replace(/\W/g, '')}`;
  return (
    <section className="crt-track__result" aria-label={t('track.order', { orderId: order.orderId })}>
      <div className="crt-track__tabs" role="tablist" aria-label={t('track.tabs')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${panel(name)}-tab`}
            aria-selected={tab === name}
            aria-controls={panel(name)}
            className={`crt-track__tab${tab === name ? ' crt-track__tab--active' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panel(tab)} aria-labelledby={`${panel(tab)}-tab`} className="crt-track__panel">
        {tab === 'track.tabInfo' && (
          <>
            <Rows
              rows={[
                [t('overlay.orderId'), order.orderId],
                [t('overlay.orderDate'), indiaDateTime(order.orderDate)],
                [t('overlay.totalAmount'), formatINR(order.totalAmount)],
                [
                  t('track.paymentStatus'),
                  <span className={`crt-status crt-status--${PAYMENT_CLASS[paymentStatusColour(order.paymentStatus)]}`}>
                    {paymentStatus(order.paymentStatus)}
                  </span>,
                ],
                // Cash on delivery only: the rows of an order paid online stay the spec's.
                ...(order.paymentMethod === PAYMENT_METHOD.cod
                  ? [[t('track.paymentMethod'), t('pay.cod')] as [string, string]]
                  : []),
                [
                  t('track.orderStatus'),
                  <span className={`crt-status crt-status--${STATUS_CLASS[status.colour]}`}>{status.label}</span>,
                ],
              ]}
            />
            {order.timeline && order.timeline.length > 0 && <OrderTimeline timeline={order.timeline} />}
            {order.shipment && <ShipmentDetails shipment={order.shipment} />}
          </>
        )}
        {tab === 'track.tabCustomer' && (
          <>
            <Rows
              rows={[
                [t('track.name'), order.customerName],
                [t('track.email'), order.customerEmail],
                [t('track.phone'), order.customerNumber],
                [t('track.address'), order.customerAddress],
                [t('form.city'), order.customerCity],
                [t('form.state'), order.customerState],
                [t('track.pinCode'), order.customerPincode],
                [t('form.country'), order.customerCountry],
              ]}
            />
            {order.masked && <p className="crt-track__note">{t('track.masked')}</p>}
          </>
        )}
        {tab === 'track.tabProducts' && (
          <ul className="crt-track__products">
            {order.products.map((product, index) => (
              <li key={`${product.name}-${index}`} className="crt-track__line">
                <span>
                  {product.name} × {product.quantity}
                </span>
                <span>{formatINR(product.price * product.quantity)}</span>
                {/* A piece priced by weight: purity, net weight, the rate charged and its HUIDs. */}
                <PricingRecordNote record={product.pricingRecord} className="crt-track__record" />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!order.masked && (
        <OrderActions
          orderNumber={order.orderId}
          invoice={order.invoice}
          creditNotes={order.creditNotes}
          cancellableUntil={order.cancellableUntil}
          cancellableUnpaid={order.cancellableUnpaid}
          placement="page"
          classes={ACTION_CLASSES}
          onCancelOutcome={onCancelOutcome}
        />
      )}
      {/* A delivered order's owner may ask to return or exchange it; later states show the request. */}
      {!order.masked && RETURNABLE_STATES.includes(order.status) && <ReturnsSection order={order} />}
    </section>
  );
}
