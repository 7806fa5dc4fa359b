// /admin/customers/new and /admin/customers/:customerId/edit: adding a customer who ordered on
// WhatsApp, the phone or at the counter, and changing their details (owner and staff). Saving goes
// to the customer's page.
import { useState, type JSX } from 'react';
import { Link, useNavigate, useParams } from '@rmj/router';
import type { CustomerDetail, CustomerFields, CustomerInput, SavedAddressInput } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import type { Outcome } from '../../../components/outcome-message';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useCustomerCreateMutation, useCustomerDetailQuery, useCustomerUpdateMutation } from '../api/customers-api';
import { CUSTOMER_PATHS } from '../lib/customer-paths';
import { CustomerForm } from './customer-form';
import './customers.css';

const inputOf = (customer: CustomerDetail): CustomerInput => ({
  name: customer.name,
  phone: customer.phone,
  email: customer.email ?? '',
  // A saved address's country is one of COUNTRIES (the server checked it when it was kept).
  addresses: customer.addresses.map(({ id: _id, ...address }) => ({
    ...address,
    country: address.country as SavedAddressInput['country'],
  })),
});

function NewCustomer(): JSX.Element {
  const [create, { isLoading }] = useCustomerCreateMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const navigate = useNavigate();
  const save = async (fields: CustomerFields) => {
    setOutcome(undefined);
    try {
      const made = await create(fields).unwrap();
      navigate(CUSTOMER_PATHS.one(made.id));
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, NO_CONNECTION_MESSAGE) });
    }
  };
  return <CustomerForm submitLabel="Add customer" busy={isLoading} outcome={outcome} onSave={(f) => void save(f)} />;
}

function EditCustomer({ customerId }: { customerId: string }): JSX.Element {
  const { data: customer, error, isError } = useCustomerDetailQuery({ customerId });
  const [update, { isLoading }] = useCustomerUpdateMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const navigate = useNavigate();
  if (isError)
    return (
      <p className="adm-message adm-message--error" role="alert">
        {failureMessage(error, NO_CONNECTION_MESSAGE)}
      </p>
    );
  if (!customer) return <p role="status">Loading the customer…</p>;
  const save = async (fields: CustomerFields) => {
    setOutcome(undefined);
    try {
      await update({ params: { customerId }, body: fields }).unwrap();
      navigate(CUSTOMER_PATHS.one(customerId));
    } catch (failure) {
      setOutcome({ ok: false, text: failureMessage(failure, NO_CONNECTION_MESSAGE) });
    }
  };
  return (
    <CustomerForm
      initial={inputOf(customer)}
      submitLabel="Save changes"
      busy={isLoading}
      outcome={outcome}
      onSave={(f) => void save(f)}
    />
  );
}

export function CustomerEditorPage(): JSX.Element {
  const { customerId } = useParams();
  return (
    <AdminPage title={customerId ? 'Edit customer' : 'Add a customer'} permission="editCustomers">
      <p>
        <Link to={customerId ? CUSTOMER_PATHS.one(customerId) : CUSTOMER_PATHS.list}>
          {customerId ? '← Back to the customer' : '← Customers'}
        </Link>
      </p>
      {customerId ? <EditCustomer customerId={customerId} /> : <NewCustomer />}
    </AdminPage>
  );
}
