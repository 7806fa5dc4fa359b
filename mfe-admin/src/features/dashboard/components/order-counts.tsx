// The landing page's orders at a glance: how many orders are in each state, each linking to that
// state's tab of the orders board.
import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { ORDER_STATES } from '@rmj/contracts';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { useDashboardOrderCountsQuery } from '../api/order-counts';

/** The board's tab of one state (the orders feature's address, /admin/orders?state=…). */
const boardTab = (state: string): string => `${ADMIN_PATHS.home}/orders?${new URLSearchParams({ state }).toString()}`;

export function OrderCounts(): JSX.Element {
  const { data, error } = useDashboardOrderCountsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <section className="adm-dashboard-orders" aria-labelledby="adm-dashboard-orders-title">
      <h2 id="adm-dashboard-orders-title">Orders by state</h2>
      {error ? (
        <p role="alert">The order counts could not be loaded. The orders board still works.</p>
      ) : !data ? (
        <p role="status">Counting orders…</p>
      ) : (
        <ul>
          {ORDER_STATES.map((state) => (
            <li key={state}>
              <Link to={boardTab(state)}>
                <span className="adm-dashboard-count">{data.counts[state] ?? 0}</span> {state}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
