// 'Add to cart' (then 'Added to cart ✓' for 3 s) and 'Buy it now' (adds, then the cart). When the
// piece cannot be bought both are disabled and the reason is written above them. A button's new
// label is not announced by screen readers, so 'Added to cart ✓' is also said through a polite live
// region that is in the page from the start (a region added together with its text is not read).
import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { VisuallyHidden } from '@rmj/ui';
import { words } from '../../../i18n';

/** How long 'Added to cart ✓' stays (spec section 9). */
const ADDED_LABEL_MS = 3000;

export interface PurchaseActionsProps {
  /** Adds the line; resolves false when it could not (the page says why). */
  onAdd: () => Promise<boolean>;
  /** Adds the line and goes to the cart. */
  onBuyNow: () => Promise<void>;
  busy: boolean;
  disabled?: boolean;
  /** Why the buttons are disabled (out of stock), shown above them and read with them. */
  disabledReason?: string;
}

export function PurchaseActions(props: PurchaseActionsProps): JSX.Element {
  const { onAdd, onBuyNow, busy, disabled = false, disabledReason } = props;
  const t = words.useT();
  const [added, setAdded] = useState(false);
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : undefined;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function add(): Promise<void> {
    if (!(await onAdd())) return;
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_LABEL_MS);
  }

  return (
    <div className="prd-actions">
      {reason && (
        <p className="prd-actions__reason" id={reasonId}>
          {reason}
        </p>
      )}
      <button
        type="button"
        className="prd-button prd-button--outline"
        onClick={() => void add()}
        disabled={busy || disabled}
        aria-describedby={reason ? reasonId : undefined}
      >
        {t(busy ? 'buy.adding' : added ? 'buy.added' : 'buy.add')}
      </button>
      <button
        type="button"
        className="prd-button"
        onClick={() => void onBuyNow()}
        disabled={busy || disabled}
        aria-describedby={reason ? reasonId : undefined}
      >
        {t('buy.now')}
      </button>
      <VisuallyHidden as="p" role="status" aria-live="polite">
        {added ? t('buy.added') : ''}
      </VisuallyHidden>
    </div>
  );
}
