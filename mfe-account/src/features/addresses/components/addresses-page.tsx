// /account/addresses: the shopper's saved delivery addresses (the checkout offers them), to add,
// change and remove. Without a stored session it sends the visitor to /account.
import { useState, type JSX } from 'react';
import { Link, Navigate } from '@rmj/router';
import { serverMessage } from '@rmj/api-client';
import { useInjectApi } from '@rmj/cart';
import { paths, readSession, SAVED_ADDRESSES_MAX, type SavedAddress, type SavedAddressFields } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';
import {
  useAddAddressMutation,
  useMyAddressesQuery,
  useRemoveAddressMutation,
  useUpdateAddressMutation,
} from '../api/addresses';
import { AddressForm } from './address-form';
import './addresses.css';

/** What the page shows beside the list: nothing, the form for a new address, or for one to change. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'change'; address: SavedAddress };

const LOAD_FAILED = 'We could not load your addresses. Please try again.';

export function AddressesPage(): JSX.Element {
  useInjectApi(accountApi);
  const [signedIn] = useState(() => readSession() !== null);
  const { data, error, isLoading, refetch } = useMyAddressesQuery(undefined, { skip: !signedIn });
  const [add, adding] = useAddAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [remove, removing] = useRemoveAddressMutation();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');
  if (!signedIn) return <Navigate to={paths.account()} replace />;
  const addresses = data?.addresses ?? [];

  async function save(input: SavedAddressFields): Promise<void> {
    setProblem(undefined);
    const result =
      editing.kind === 'change'
        ? await update({ params: { addressId: editing.address.id }, body: input })
        : await add(input);
    if ('error' in result) {
      setProblem(serverMessage(result.error) ?? 'We could not save the address. Please try again.');
      return;
    }
    setEditing({ kind: 'none' });
    setStatus('The address was saved.');
    void refetch();
  }

  async function drop(address: SavedAddress): Promise<void> {
    const result = await remove({ addressId: address.id });
    setStatus('error' in result ? (serverMessage(result.error) ?? LOAD_FAILED) : 'The address was removed.');
    void refetch();
  }

  return (
    <div className="acc-page">
      <section className="acc-card acc-addresses">
        <p className="acc-eyebrow">Your account</p>
        <h1 className="acc-title">Your addresses</h1>
        <p className="acc-intro">The checkout offers these addresses, so you need not type them again.</p>
        {/* Above the list, so nothing moves when the list arrives. */}
        <p className="acc-addresses__back">
          <Link className="acc-link" to={paths.welcome()}>
            Back to your account
          </Link>
        </p>
        <p className="acc-addresses__status" role="status">
          {status}
        </p>
        {isLoading && <p className="acc-intro">Loading your addresses…</p>}
        {error && !isLoading && (
          <p className="acc-field__error" role="alert">
            {serverMessage(error) ?? LOAD_FAILED}
          </p>
        )}
        {data && addresses.length === 0 && editing.kind === 'none' && (
          <p className="acc-intro">You have no saved addresses yet.</p>
        )}
        <ul className="acc-addresses__list">
          {addresses.map((address) => (
            <li key={address.id} className="acc-addresses__item">
              <address className="acc-addresses__text">
                <strong>{address.name}</strong>
                <br />
                {address.address}
                <br />
                {`${address.city}, ${address.state} ${address.zipCode}`}
                <br />
                {`${address.country} · ${address.phone}`}
              </address>
              <div className="acc-addresses__actions">
                <button
                  type="button"
                  className="acc-button acc-button--ghost"
                  aria-label={`Change the address at ${address.address}`}
                  onClick={() => {
                    setProblem(undefined);
                    setEditing({ kind: 'change', address });
                  }}
                >
                  Change
                </button>
                <button
                  type="button"
                  className="acc-button acc-button--ghost"
                  aria-label={`Remove the address at ${address.address}`}
                  disabled={removing.isLoading}
                  onClick={() => void drop(address)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
        {editing.kind === 'none' ? (
          data &&
          addresses.length < SAVED_ADDRESSES_MAX && (
            <button
              type="button"
              className="acc-button acc-button--primary"
              onClick={() => {
                setProblem(undefined);
                setEditing({ kind: 'new' });
              }}
            >
              Add an address
            </button>
          )
        ) : (
          <AddressForm
            key={editing.kind === 'change' ? editing.address.id : 'new'}
            title={editing.kind === 'change' ? 'Change the address' : 'A new address'}
            address={editing.kind === 'change' ? editing.address : undefined}
            busy={adding.isLoading || updating.isLoading}
            problem={problem}
            onSave={(input) => void save(input)}
            onCancel={() => setEditing({ kind: 'none' })}
          />
        )}
      </section>
    </div>
  );
}
