// A customer's orders on their page: number (to the order's page), date, state, payment, and what
// each costs, what was paid and what is still due, with the sums; from the orders service.
import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { Price } from '@rmj/ui';
import { orderStatusDisplay } from '@rmj/contracts';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { formatWhen } from '../../../lib/format-when';
import { LoadFailed } from '../../../components/load-failed';
import { useCustomerOrdersQuery } from '../api/customers-api';

/** The customer's own orders and those of the records joined to them (`userIds`). */
export function CustomerOrders({ userIds }: { userIds: readonly string[] }): JSX.Element {
  const { data, isError, refetch } = useCustomerOrdersQuery({ userIds: userIds.join(',') });
  const sums = data?.totals.reduce(
    (all, t) => ({
      orderCount: all.orderCount + t.orderCount,
      total: all.total + t.total,
      paid: all.paid + t.paid,
      due: all.due + t.due,
    }),
    { orderCount: 0, total: 0, paid: 0, due: 0 },
  );
  return (
    <section className="adm-cus-section" aria-labelledby="adm-cus-orders">
      <h2 id="adm-cus-orders" className="adm-subtitle">
        Orders
      </h2>
      {isError ? (
        <LoadFailed onRetry={refetch} />
      ) : !data ? (
        <p role="status">Loading the orders…</p>
      ) : data.orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <>
          {sums && (
            <dl className="adm-cus-sums">
              <div>
                <dt>Orders</dt>
                <dd>{sums.orderCount}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>
                  <Price amount={sums.total} />
                </dd>
              </div>
              <div>
                <dt>Paid</dt>
                <dd>
                  <Price amount={sums.paid} />
                </dd>
              </div>
              <div>
                <dt>Due</dt>
                <dd>
                  <Price amount={sums.due} />
                </dd>
              </div>
            </dl>
          )}
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--stack">
              <caption className="adm-visually-hidden">Orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">State</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Total</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Due</th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.orderNumber}>
                    <th scope="row">
                      <Link to={`${ADMIN_PATHS.home}/orders/${encodeURIComponent(order.orderNumber)}`}>
                        {order.orderNumber}
                      </Link>
                    </th>
                    <td data-label="Placed">{formatWhen(order.placedAt)}</td>
                    <td data-label="State">{orderStatusDisplay(order.status).label}</td>
                    <td data-label="Payment">{order.paymentStatus}</td>
                    <td data-label="Total">
                      <Price amount={order.total} />
                    </td>
                    <td data-label="Paid">
                      <Price amount={order.paid} />
                    </td>
                    <td data-label="Due">
                      <Price amount={order.due} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
