// /admin/orders/:orderNumber: one order in full: its state and next steps, the engraving proof,
// the pieces with their personalisation, customer, payment (or, for an order taken with payment
// links, what was asked, paid and is due) and refunds, shipment and invoice, and
// the history of moves, and the customer's return or exchange requests. Every role reads it; the buttons show only to roles that may press them.
import type { JSX } from 'react';
import { Link, useParams } from '@rmj/router';
import { PAYMENT_METHOD, PAYMENT_METHOD_LABELS, type StaffRole } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { formatWhen } from '../../../lib/format-when';
import { useAdminOrderQuery } from '../api/get-order';
import { formatDueDay } from '../lib/dates';
import { failureStatus, ORDER_MESSAGES } from '../lib/order-labels';
import { boardPathFor, ORDERS_PATHS } from '../lib/orders-paths';
import { CashOnDeliveryPanel } from './cash-on-delivery-panel';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { CustomerPanel, HistoryPanel, PaymentPanel, ShipmentPanel } from './order-records';
import { PaymentLedgerPanel } from './payment-ledger-panel';
import { ProofPanel } from './proof-panel';
import { ReturnsPanel } from './returns-panel';
import './orders.css';

export function OrderPage(): JSX.Element {
  const { orderNumber = '' } = useParams();
  return (
    <AdminPage title={`Order ${orderNumber}`} permission="readOrders">
      {(session) => <OrderScreen orderNumber={orderNumber} role={session.staff.role} />}
    </AdminPage>
  );
}

function OrderScreen({ orderNumber, role }: { orderNumber: string; role: StaffRole }): JSX.Element {
  const { data: order, error, isLoading, refetch } = useAdminOrderQuery({ orderNumber });
  if (isLoading) return <p role="status">Loading the order…</p>;
  if (!order) {
    return (
      <LoadFailed
        message={
          failureStatus(error) === 404 ? ORDER_MESSAGES.notFound : failureMessage(error, ORDER_MESSAGES.orderFailed)
        }
        onRetry={refetch}
      >
        {' '}
        <Link to={ORDERS_PATHS.board}>Back to the orders</Link>
      </LoadFailed>
    );
  }
  // Paid online before it was recorded; cash on delivery and payment links start unpaid.
  const online = order.paymentMethod === PAYMENT_METHOD.razorpay;
  return (
    <div className="adm-ord">
      <div className="adm-ord-summary">
        <p>
          <span className="adm-ord-state">{order.status}</span>{' '}
          <span className="adm-ord-payment">
            Payment: {order.paymentStatus}
            {online ? '' : ` (${PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()})`}
          </span>
        </p>
        <p>
          {online ? 'Paid' : 'Placed'} {formatWhen(order.paidAt)}. Due {formatDueDay(order.dueBy)}.
        </p>
        <p className="adm-ord-links">
          <Link to={boardPathFor(order.status)}>All {order.status} orders</Link>
          <Link to={ORDERS_PATHS.orderJobCards(order.orderNumber)}>Job cards</Link>
          <Link to={ORDERS_PATHS.orderPacking(order.orderNumber)}>Print label and slip</Link>
        </p>
      </div>
      <div className="adm-ord-grid">
        <OrderActions order={order} role={role} reload={refetch} />
        <ReturnsPanel orderNumber={order.orderNumber} role={role} />
        <ProofPanel order={order} role={role} reload={refetch} />
        <OrderLines order={order} />
        <CustomerPanel order={order} />
        {order.paymentLedger ? (
          <PaymentLedgerPanel order={order} ledger={order.paymentLedger} role={role} />
        ) : (
          <PaymentPanel order={order} />
        )}
        <CashOnDeliveryPanel order={order} reload={refetch} />
        <ShipmentPanel order={order} role={role} reload={refetch} />
        <HistoryPanel order={order} />
      </div>
    </div>
  );
}
