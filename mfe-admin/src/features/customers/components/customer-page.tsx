// /admin/customers/:customerId: one customer: contact details, their orders with what was paid and
// what is due, their addresses (an account's saved ones or the record's) and staff notes. Owner and
// staff edit a record staff made and add notes; an account's details are the shopper's own.
import type { JSX } from 'react';
import { Link, useParams } from '@rmj/router';
import { roleCan, type CustomerDetail, type SavedAddress } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { newDraftOrderPath } from '../../../lib/admin-paths';
import { formatWhen } from '../../../lib/format-when';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import type { StaffSession } from '../../../lib/staff-session';
import { useCustomerDetailQuery } from '../api/customers-api';
import { CUSTOMER_KIND_LABELS, CUSTOMER_PATHS } from '../lib/customer-paths';
import { CustomerLink } from './customer-link';
import { CustomerNotes } from './customer-notes';
import { CustomerOrders } from './customer-orders';
import './customers.css';

const addressLines = (a: SavedAddress) => [a.name, a.address, `${a.city}, ${a.state} ${a.zipCode}`, a.country, a.phone];

function Facts({ customer }: { customer: CustomerDetail }): JSX.Element {
  return (
    <dl className="adm-cus-facts">
      <dt>Phone</dt>
      <dd>{customer.phone}</dd>
      <dt>E-mail</dt>
      <dd>{customer.email ?? '—'}</dd>
      <dt>Kind</dt>
      <dd>{CUSTOMER_KIND_LABELS[customer.kind]}</dd>
      <dt>{customer.kind === 'account' ? 'Registered' : 'Added'}</dt>
      <dd>
        {formatWhen(customer.createdAt)}
        {customer.createdBy ? ` by ${customer.createdBy.email}` : ''}
      </dd>
    </dl>
  );
}

function Customer({ customerId, session }: { customerId: string; session: StaffSession }): JSX.Element {
  const { data: customer, error, isError, refetch } = useCustomerDetailQuery({ customerId });
  const canEdit = roleCan(session.staff.role, 'editCustomers');
  const canDraft = roleCan(session.staff.role, 'editDraftOrders');
  if (isError)
    return (
      <LoadFailed onRetry={refetch} message={failureMessage(error, NO_CONNECTION_MESSAGE)}>
        <Link to={CUSTOMER_PATHS.list}>Back to customers</Link>
      </LoadFailed>
    );
  if (!customer) return <p role="status">Loading the customer…</p>;
  return (
    <article className="adm-cus-page" aria-labelledby="adm-cus-name">
      <p>
        <Link to={CUSTOMER_PATHS.list}>← Customers</Link>
      </p>
      <div className="adm-cus-head">
        <h2 id="adm-cus-name" className="adm-subtitle">
          {customer.name}
        </h2>
        <div className="adm-actions">
          {canEdit && customer.kind === 'record' && (
            <Link className="adm-button adm-button--quiet" to={CUSTOMER_PATHS.edit(customer.id)}>
              Edit details
            </Link>
          )}
          {canDraft && (
            <Link className="adm-button adm-button--quiet" to={newDraftOrderPath(customer.id)}>
              New draft order for this customer
            </Link>
          )}
        </div>
      </div>
      <Facts customer={customer} />
      {customer.kind === 'record' && <CustomerLink customer={customer} canEdit={canEdit} />}
      {customer.linkedRecords && customer.linkedRecords.length > 0 && (
        <p>
          Also ordered as{' '}
          {customer.linkedRecords.map((record, i) => (
            <span key={record.id}>
              {i > 0 && ', '}
              <Link to={CUSTOMER_PATHS.one(record.id)}>{record.name}</Link>
            </span>
          ))}{' '}
          (added by staff, joined with the customer’s code).
        </p>
      )}
      <CustomerOrders userIds={[customer.ordersUserId, ...(customer.linkedRecords ?? []).map((record) => record.id)]} />
      <section className="adm-cus-section" aria-labelledby="adm-cus-addresses">
        <h2 id="adm-cus-addresses" className="adm-subtitle">
          Addresses
        </h2>
        {customer.addresses.length === 0 ? (
          <p>No addresses.</p>
        ) : (
          <ul className="adm-cus-addresses">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <address>
                  {addressLines(address).map((line, i) => (
                    <span key={i} className="adm-cus-line">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CustomerNotes customerId={customer.id} notes={customer.notes} canAdd={canEdit} />
    </article>
  );
}

export function CustomerPage(): JSX.Element {
  const { customerId = '' } = useParams();
  return (
    <AdminPage title="Customer" permission="readCustomers">
      {(session) => <Customer customerId={customerId} session={session} />}
    </AdminPage>
  );
}
