// The draft's customer: found on the customers screen's list by a part of their phone, e-mail or
// name, and chosen; a chosen customer can be changed until the draft is sent.
import { useId, useState, type FormEvent, type JSX } from 'react';
import { Link } from '@rmj/router';
import type { CustomerSummary, DraftCustomer } from '@rmj/contracts';
import { FoundList } from './found-list';
import { useDraftCustomerSearchQuery } from '../api/draft-orders-api';
import { DRAFT_PATHS } from '../lib/draft-paths';

/** The draft's snapshot of a customer as the customers screen lists them. */
export const draftCustomerOf = (
  c: Pick<CustomerSummary, 'ordersUserId' | 'name' | 'phone' | 'email'>,
): DraftCustomer => ({
  ordersUserId: c.ordersUserId,
  name: c.name,
  phone: c.phone,
  email: c.email,
});

export interface CustomerPickerProps {
  customer?: DraftCustomer;
  /** The customer's id on the customers screen (their page). */
  customerId?: string;
  error?: string;
  readOnly: boolean;
  onPick: (customer: DraftCustomer, customerId: string) => void;
}

export function CustomerPicker({ customer, customerId, error, readOnly, onPick }: CustomerPickerProps): JSX.Element {
  const id = useId();
  const [changing, setChanging] = useState(!customer);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useDraftCustomerSearchQuery({ q }, { skip: !q });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <fieldset className="adm-drf-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Customer</legend>
      {customer && (
        <p className="adm-drf-chosen">
          <strong>
            {customerId ? <Link to={DRAFT_PATHS.customer(customerId)}>{customer.name}</Link> : customer.name}
          </strong>{' '}
          <span className="adm-drf-wrap">
            {customer.phone}
            {customer.email ? ` · ${customer.email}` : ''}
          </span>{' '}
          {!readOnly && !changing && (
            <button type="button" className="adm-link-button" onClick={() => setChanging(true)}>
              Change customer
            </button>
          )}
        </p>
      )}
      {!readOnly && changing && (
        <div className="adm-drf-search" role="search" aria-label="Find the customer">
          <label htmlFor={`${id}-q`}>Find the customer by phone, e-mail or name</label>
          <div className="adm-drf-search-row">
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={100}
              aria-invalid={Boolean(error)}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') search(e);
              }}
            />
            <button type="button" className="adm-button adm-button--quiet" onClick={search}>
              Find customer
            </button>
          </div>
          <FoundList
            q={q}
            query={found}
            items={found.data?.customers}
            label="Customers found"
            noun="customer"
            nameOf={(c) => c.name}
            describe={(c) => (
              <>
                <strong>{c.name}</strong> {c.phone}
                {c.email ? ` · ${c.email}` : ''}
              </>
            )}
            action="Choose"
            onAction={(c) => {
              onPick(draftCustomerOf(c), c.id);
              setChanging(false);
            }}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
