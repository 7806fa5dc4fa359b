// A product's actions: duplicate (the copy opens in the editor), archive (after a confirmation) or
// restore, approve a staff-set price (the owner), and the shop's page in a new tab.
import { useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths, type AdminProduct } from '@rmj/contracts';
import { failureMessage } from '../../../lib/messages';
import { useAdminApprovePriceMutation } from '../api/approve-price';
import { useAdminArchiveProductMutation } from '../api/archive-product';
import { useAdminDuplicateProductMutation } from '../api/duplicate-product';
import { useAdminRestoreProductMutation } from '../api/restore-product';
import { CATALOGUE_MESSAGES } from '../lib/catalogue-messages';
import { CATALOGUE_PATHS, type EditorState } from '../lib/catalogue-paths';

export interface ProductActionsProps {
  product: AdminProduct;
  canEdit: boolean;
  /** May approve a price a staff member set (the owner). */
  canApprove: boolean;
  /** Says what an action did. */
  onNotice: (notice: string) => void;
}

export function ProductActions({ product, canEdit, canApprove, onNotice }: ProductActionsProps): JSX.Element {
  const navigate = useNavigate();
  const [duplicate, duplicating] = useAdminDuplicateProductMutation();
  const [archive, archiving] = useAdminArchiveProductMutation();
  const [restore, restoring] = useAdminRestoreProductMutation();
  const [approve, approving] = useAdminApprovePriceMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = duplicating.isLoading || archiving.isLoading || restoring.isLoading || approving.isLoading;
  const shoppersSee = product.published && !product.archived;

  const run = async (action: () => Promise<unknown>, notice?: string) => {
    setFailure(null);
    try {
      await action();
      if (notice) onNotice(notice);
    } catch (error) {
      setFailure(failureMessage(error, CATALOGUE_MESSAGES.actionFailed));
    }
  };
  const makeCopy = () =>
    run(async () => {
      const copy = await duplicate({ productId: product.id }).unwrap();
      const state: EditorState = {
        notice: copy.pricePending ? CATALOGUE_MESSAGES.duplicatedPending : CATALOGUE_MESSAGES.duplicated,
      };
      navigate(CATALOGUE_PATHS.product(copy.id), { state });
    });
  const archiveNow = () =>
    run(async () => {
      await archive({ productId: product.id }).unwrap();
      setConfirming(false);
    }, CATALOGUE_MESSAGES.archived);

  return (
    <section className="adm-cat-actions-panel" aria-label="Product actions">
      {product.pricePending && (
        <div className="adm-message adm-cat-price-pending">
          <p>{canApprove ? CATALOGUE_MESSAGES.pricePendingOwner : CATALOGUE_MESSAGES.pricePendingStaff}</p>
          {canApprove && (
            <button
              type="button"
              className="adm-button"
              disabled={busy}
              onClick={() => run(() => approve({ productId: product.id }).unwrap(), CATALOGUE_MESSAGES.priceApproved)}
            >
              {approving.isLoading ? 'Approving…' : 'Approve price'}
            </button>
          )}
        </div>
      )}
      <div className="adm-cat-actions">
        {canEdit && (
          <button type="button" className="adm-button adm-button--quiet" onClick={makeCopy} disabled={busy}>
            {duplicating.isLoading ? 'Copying…' : 'Duplicate'}
          </button>
        )}
        {canEdit &&
          (product.archived ? (
            <button
              type="button"
              className="adm-button adm-button--quiet"
              disabled={busy}
              onClick={() => run(() => restore({ productId: product.id }).unwrap(), CATALOGUE_MESSAGES.restored)}
            >
              Restore
            </button>
          ) : (
            <button
              type="button"
              className="adm-button adm-button--quiet"
              disabled={busy || confirming}
              onClick={() => setConfirming(true)}
            >
              Archive
            </button>
          ))}
        <a className="adm-cat-shop-link" href={paths.product(product.id)} target="_blank" rel="noopener noreferrer">
          View on shop<span className="adm-visually-hidden"> (opens in a new tab)</span>
        </a>
        {!shoppersSee && <span className="adm-cat-hint">Shoppers cannot see it while it is a draft or archived.</span>}
      </div>
      {confirming && (
        <div className="adm-cat-confirm" role="group" aria-label="Confirm archiving">
          <p>Archive “{product.name}”? Shoppers will no longer see it; old orders keep it.</p>
          <button type="button" className="adm-button" onClick={archiveNow} disabled={busy}>
            {archiving.isLoading ? 'Archiving…' : 'Yes, archive'}
          </button>
          <button type="button" className="adm-button adm-button--quiet" onClick={() => setConfirming(false)}>
            Cancel
          </button>
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
