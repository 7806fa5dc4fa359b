// The HUIDs of a hallmarked piece: those in stock (each removable after a confirmation, when
// entered by mistake) and those sold with their order, a warning when pieces in stock lack one,
// and a box to add the HUIDs of new pieces several at once.
import { useState, type JSX } from 'react';
import type { AdminProduct } from '@rmj/contracts';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import {
  useAdminAddProductHuidsMutation,
  useAdminProductHuidsQuery,
  useAdminRemoveProductHuidMutation,
} from '../api/product-huids';
import { huidShortfall, parseHuids } from '../lib/huids';
import { FormField } from './form-field';

const FAILED = 'The HUIDs could not be changed. Please try again.';

export function HuidsPanel({ product, canEdit }: { product: AdminProduct; canEdit: boolean }): JSX.Element {
  const { data, isError, refetch } = useAdminProductHuidsQuery({ productId: product.id });
  const [add, adding] = useAdminAddProductHuidsMutation();
  const [remove, removing] = useAdminRemoveProductHuidMutation();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const huids = data?.huids ?? [];
  const inStock = huids.filter((h) => h.state === 'in-stock');
  const sold = huids.filter((h) => h.state === 'sold');
  const shortfall = data ? huidShortfall(product.stock, inStock.length) : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = parseHuids(text);
    if ('message' in parsed) return setFieldError(parsed.message);
    setFieldError(undefined);
    try {
      await add({ params: { productId: product.id }, body: { huids: parsed.huids } }).unwrap();
      setText('');
      setOutcome({
        ok: true,
        text: parsed.huids.length === 1 ? '1 HUID added.' : `${parsed.huids.length} HUIDs added.`,
      });
    } catch (error) {
      setFieldError(failureMessage(error, FAILED));
    }
  };

  const removeNow = async (huid: string) => {
    setOutcome(null);
    try {
      await remove({ productId: product.id, huid }).unwrap();
      setOutcome({ ok: true, text: `${huid} removed.` });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, FAILED) });
    }
    setConfirming(null);
  };

  return (
    <section className="adm-cat-panel adm-cat-huids" aria-labelledby="adm-cat-huids">
      <h3 id="adm-cat-huids">HUIDs</h3>
      {isError && <LoadFailed message="The HUIDs could not be read." onRetry={refetch} />}
      {shortfall && <p className="adm-cat-note">{shortfall}</p>}
      {data && (
        <>
          <h4>In stock ({inStock.length})</h4>
          {inStock.length === 0 ? (
            <p className="adm-cat-hint">None yet.</p>
          ) : (
            <ul className="adm-cat-huid-list" aria-label="HUIDs in stock">
              {inStock.map(({ huid }) => (
                <li key={huid}>
                  <span className="adm-cat-huid">{huid}</span>
                  {canEdit && confirming !== huid && (
                    <button type="button" className="adm-button adm-button--quiet" onClick={() => setConfirming(huid)}>
                      Remove {huid}
                    </button>
                  )}
                  {confirming === huid && (
                    <span className="adm-cat-confirm" role="group" aria-label={`Confirm removing ${huid}`}>
                      Remove {huid}? Only for a HUID entered by mistake.{' '}
                      <button
                        type="button"
                        className="adm-button"
                        disabled={removing.isLoading}
                        onClick={() => void removeNow(huid)}
                      >
                        Yes, remove
                      </button>{' '}
                      <button
                        type="button"
                        className="adm-button adm-button--quiet"
                        onClick={() => setConfirming(null)}
                      >
                        Keep it
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h4>Sold ({sold.length})</h4>
          {sold.length > 0 && (
            <ul className="adm-cat-huid-list" aria-label="HUIDs sold">
              {sold.map(({ huid, orderNumber }) => (
                <li key={huid}>
                  <span className="adm-cat-huid">{huid}</span> {orderNumber ? `Order ${orderNumber}` : 'Sold'}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {outcome && (
        <p className={`adm-message adm-message--${outcome.ok ? 'ok' : 'error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      {canEdit && (
        <form className="adm-cat-huid-form" noValidate onSubmit={(event) => void submit(event)}>
          <FormField label="Add HUIDs" hint="One a line, or separated by spaces." error={fieldError}>
            {(c) => (
              <textarea
                {...c}
                rows={3}
                value={text}
                spellCheck={false}
                autoCapitalize="characters"
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="adm-button" disabled={adding.isLoading}>
            {adding.isLoading ? 'Adding…' : 'Add HUIDs'}
          </button>
        </form>
      )}
    </section>
  );
}
