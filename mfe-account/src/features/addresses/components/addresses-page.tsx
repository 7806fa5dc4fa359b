// /account/addresses: the shopper's saved delivery addresses (the checkout offers them), to add,
// change and remove. Without a stored session it sends the visitor to /account.
import { useState, type JSX } from 'react';
import { Link, Navigate } from '@rmj/router';
import { serverMessage } from '@rmj/api-client';
import { useInjectApi } from '@rmj/cart';
import { paths, readSession, SAVED_ADDRESSES_MAX, type SavedAddress, type SavedAddressFields } from '@rmj/contracts';
import { words } from '../../../i18n';
import { accountApi } from '../../../lib/account-api';
import { ADDRESS_SAVE_FAILED, ADDRESSES_LOAD_FAILED } from '../../../lib/fallback-messages';
import { useShownMessage } from '../../../lib/shown-message';
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

/** /account/addresses in the page's language. */
export function AddressesPage(): JSX.Element {
  return (
    <words.Provider>
      <AddressesScreen />
    </words.Provider>
  );
}

function AddressesScreen(): JSX.Element {
  useInjectApi(accountApi);
  const t = words.useT();
  const shown = useShownMessage();
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
      setProblem(shown(serverMessage(result.error) ?? ADDRESS_SAVE_FAILED));
      return;
    }
    setEditing({ kind: 'none' });
    setStatus(t('addresses.saved'));
    void refetch();
  }

  async function drop(address: SavedAddress): Promise<void> {
    const result = await remove({ addressId: address.id });
    setStatus('error' in result ? shown(serverMessage(result.error) ?? ADDRESSES_LOAD_FAILED) : t('addresses.removed'));
    void refetch();
  }

  return (
    <div className="acc-page">
      <section className="acc-card acc-addresses">
        <p className="acc-eyebrow">{t('addresses.eyebrow')}</p>
        <h1 className="acc-title">{t('addresses.title')}</h1>
        <p className="acc-intro">{t('addresses.intro')}</p>
        {/* Above the list, so nothing moves when the list arrives. */}
        <p className="acc-addresses__back">
          <Link className="acc-link" to={paths.welcome()}>
            {t('addresses.back')}
          </Link>
        </p>
        <p className="acc-addresses__status" role="status">
          {status}
        </p>
        {isLoading && <p className="acc-intro">{t('addresses.loading')}</p>}
        {error && !isLoading && (
          <p className="acc-field__error" role="alert">
            {shown(serverMessage(error) ?? ADDRESSES_LOAD_FAILED)}
          </p>
        )}
        {data && addresses.length === 0 && editing.kind === 'none' && (
          <p className="acc-intro">{t('addresses.none')}</p>
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
                  aria-label={t('addresses.changeLabel', { address: address.address })}
                  onClick={() => {
                    setProblem(undefined);
                    setEditing({ kind: 'change', address });
                  }}
                >
                  {t('addresses.change')}
                </button>
                <button
                  type="button"
                  className="acc-button acc-button--ghost"
                  aria-label={t('addresses.removeLabel', { address: address.address })}
                  disabled={removing.isLoading}
                  onClick={() => void drop(address)}
                >
                  {t('addresses.remove')}
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
              {t('addresses.add')}
            </button>
          )
        ) : (
          <AddressForm
            key={editing.kind === 'change' ? editing.address.id : 'new'}
            title={t(editing.kind === 'change' ? 'addresses.formChange' : 'addresses.formNew')}
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
