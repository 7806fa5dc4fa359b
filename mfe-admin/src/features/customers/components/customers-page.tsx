// /admin/customers: every customer (shop accounts and the people staff took orders for), newest
// first, found by a part of their phone, e-mail or name; each with their orders and what they still
// owe. The address keeps the search and the page (?q=…&page=2). Every staff role reads it.
import { useState, type FormEvent, type JSX } from 'react';
import { Link, useSearchParams } from '@rmj/router';
import { Price } from '@rmj/ui';
import { roleCan, type CustomerOrderTotals } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import type { StaffSession } from '../../../lib/staff-session';
import { useCustomerOrdersQuery, useCustomersListQuery } from '../api/customers-api';
import { CUSTOMER_KIND_LABELS, CUSTOMER_PATHS } from '../lib/customer-paths';
import './customers.css';

function Customers({ session }: { session: StaffSession }): JSX.Element {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [text, setText] = useState(q);
  const { data, isFetching, isError, refetch } = useCustomersListQuery({
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const customers = data?.customers ?? [];
  const userIds = customers.map((c) => c.ordersUserId).join(',');
  const orders = useCustomerOrdersQuery({ userIds }, { skip: !userIds });
  const totals = new Map<string, CustomerOrderTotals>((orders.data?.totals ?? []).map((t) => [t.userId, t]));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: { q?: string; page?: number }) => {
    const params: Record<string, string> = {};
    if (next.q) params.q = next.q;
    if (next.page && next.page > 1) params.page = String(next.page);
    setSearch(params);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };

  return (
    <>
      <div className="adm-cus-bar">
        <form role="search" className="adm-cus-search" onSubmit={submit} aria-label="Customers">
          <label htmlFor="adm-cus-q">Phone, e-mail or name</label>
          <div className="adm-cus-search-row">
            <input
              id="adm-cus-q"
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="adm-button">
              Search
            </button>
          </div>
        </form>
        {roleCan(session.staff.role, 'editCustomers') && (
          <Link className="adm-button" to={CUSTOMER_PATHS.add}>
            Add customer
          </Link>
        )}
      </div>
      {isError ? (
        <LoadFailed onRetry={refetch} />
      ) : !data ? (
        <p role="status">Loading the customers…</p>
      ) : customers.length === 0 ? (
        <p role="status">{q ? `No customer matches “${q}”.` : 'No customers yet.'}</p>
      ) : (
        <>
          <p role="status" className="adm-cus-count">
            {data.total === 1 ? '1 customer' : `${data.total} customers`}
            {q ? ` matching “${q}”` : ''}
            {isFetching ? ' (updating…)' : ''}
          </p>
          <div className="adm-table-wrap">
            <table className="adm-table adm-table--stack adm-cus-table">
              <caption className="adm-visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Due</th>
                </tr>
              </thead>
              <tbody>
                {customers.map((customer) => {
                  const sums = totals.get(customer.ordersUserId);
                  return (
                    <tr key={customer.id}>
                      <th scope="row">
                        <Link to={CUSTOMER_PATHS.one(customer.id)}>{customer.name}</Link>
                      </th>
                      <td data-label="Phone">{customer.phone}</td>
                      <td data-label="E-mail" className="adm-cus-wrap">
                        {customer.email ?? '—'}
                      </td>
                      <td data-label="Kind">{CUSTOMER_KIND_LABELS[customer.kind]}</td>
                      <td data-label="Orders">{sums ? sums.orderCount : '…'}</td>
                      <td data-label="Due">{sums ? <Price amount={sums.due} /> : '…'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="adm-cus-pages" aria-label="Pages of customers">
              <button
                type="button"
                className="adm-button adm-button--quiet"
                disabled={page <= 1}
                onClick={() => go({ q, page: page - 1 })}
              >
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="adm-button adm-button--quiet"
                disabled={page >= pages}
                onClick={() => go({ q, page: page + 1 })}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}

export function CustomersPage(): JSX.Element {
  return (
    <AdminPage title="Customers" permission="readCustomers">
      {(session) => <Customers session={session} />}
    </AdminPage>
  );
}
