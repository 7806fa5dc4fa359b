// /admin: the back office's landing page, one card per section the signed-in role may use, and
// how many orders are in each state (each a link to that tab of the orders board).
import type { JSX } from 'react';
import { Link } from '@rmj/router';
import { roleCan } from '@rmj/contracts';
import { ADMIN_NAV } from '../../../components/admin-nav';
import { AdminPage } from '../../../components/admin-page';
import { OrderCounts } from './order-counts';
import './dashboard.css';

export function DashboardPage(): JSX.Element {
  return (
    <AdminPage title="Back office">
      {(session) => (
        <>
          <p className="adm-lead">Welcome, {session.staff.name}. What would you like to do?</p>
          <ul className="adm-dashboard">
            {ADMIN_NAV.filter((item) => roleCan(session.staff.role, item.permission)).map((item) => (
              <li key={item.to}>
                <Link className="adm-dashboard-card" to={item.to}>
                  <span className="adm-dashboard-label">{item.label}</span>
                  <span>{item.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          {roleCan(session.staff.role, 'readOrders') && <OrderCounts />}
        </>
      )}
    </AdminPage>
  );
}
