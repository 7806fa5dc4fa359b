// Publish, unpublish or mark sold out the ticked products: the action is asked to be confirmed,
// then the result is said (how many changed).
import { useEffect, useRef, useState, type JSX } from 'react';
import { BULK_PRODUCT_ACTIONS, type BulkProductAction } from '@rmj/contracts';
import { failureMessage } from '../../../lib/messages';
import { useAdminBulkProductsMutation } from '../api/bulk-products';
import { BULK_ACTIONS, bulkQuestion, bulkResult, CATALOGUE_MESSAGES, productCount } from '../lib/catalogue-messages';

export interface BulkActionsProps {
  productIds: string[];
  /** Called with what changed once the server did it (the page clears the ticks and says it). */
  onDone: (result: string) => void;
}

export function BulkActions({ productIds, onDone }: BulkActionsProps): JSX.Element {
  const [asking, setAsking] = useState<BulkProductAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useAdminBulkProductsMutation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    try {
      const { updated } = await send({ productIds, action: asking }).unwrap();
      setAsking(null);
      onDone(bulkResult(asking, productIds.length, updated));
    } catch (error) {
      setFailure(failureMessage(error, CATALOGUE_MESSAGES.bulkFailed));
    }
  };

  return (
    <section className="adm-cat-bulk" aria-label="Bulk actions">
      <p className="adm-cat-bulk-count">{productCount(productIds.length)} selected</p>
      {asking ? (
        <div className="adm-cat-confirm" role="group" aria-label="Confirm">
          <p>{bulkQuestion(asking, productIds.length)}</p>
          <button ref={confirmRef} type="button" className="adm-button" onClick={confirm} disabled={isLoading}>
            {isLoading ? 'Working…' : `Yes, ${BULK_ACTIONS[asking].verb.toLowerCase()}`}
          </button>
          <button type="button" className="adm-button adm-button--quiet" onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      ) : (
        <div className="adm-cat-bulk-buttons">
          {BULK_PRODUCT_ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className="adm-button adm-button--quiet"
              onClick={() => setAsking(action)}
            >
              {BULK_ACTIONS[action].button}
            </button>
          ))}
        </div>
      )}
      {failure && (
        <p className="adm-message adm-message--error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
