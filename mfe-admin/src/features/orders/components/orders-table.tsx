// The board's rows: order number (to its page), paid, customer, city, total, state, payment,
// customised, due date and proof.
import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { PAYMENT_METHOD, PAYMENT_METHOD_LABELS, type AdminOrderRow } from '@rmj/contracts';
import { Price } from '@rmj/ui';
import { formatWhen } from '../../../lib/format-when';
import { formatDueDay } from '../lib/dates';
import { PROOF_LABELS } from '../lib/order-labels';
import { ORDERS_PATHS } from '../lib/orders-paths';

export function OrdersTable({ orders }: { orders: AdminOrderRow[] }): JSX.Element {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-ord-table">
        <caption className="adm-visually-hidden">Orders</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Paid</th>
            <th scope="col">Customer</th>
            <th scope="col">City</th>
            <th scope="col">Total</th>
            <th scope="col">State</th>
            <th scope="col">Payment</th>
            <th scope="col">Customised</th>
            <th scope="col">Due</th>
            <th scope="col">Proof</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((row) => (
            <tr key={row.orderNumber}>
              <th scope="row">
                <Link to={ORDERS_PATHS.order(row.orderNumber)}>{row.orderNumber}</Link>
              </th>
              <td>{formatWhen(row.paidAt)}</td>
              <td>
                {row.customerName}
                <span className="adm-ord-sub">{row.customerEmail}</span>
                <span className="adm-ord-sub">{row.customerPhone}</span>
              </td>
              <td>{row.city}</td>
              <td>
                <Price amount={row.totalAmount} />
              </td>
              <td>{row.status}</td>
              <td>
                {row.paymentStatus}
                {/* Online payment is the usual way; any other (cash on delivery, payment link) is named. */}
                {row.paymentMethod === PAYMENT_METHOD.razorpay ? null : (
                  <span className="adm-ord-sub">{PAYMENT_METHOD_LABELS[row.paymentMethod]}</span>
                )}
              </td>
              <td>{row.customised ? 'Yes' : 'No'}</td>
              <td>{row.dueBy ? formatDueDay(row.dueBy) : '—'}</td>
              <td>{row.proof && row.proof !== 'not-needed' ? PROOF_LABELS[row.proof] : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
