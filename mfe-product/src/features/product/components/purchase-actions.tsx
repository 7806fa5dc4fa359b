// 'Add to cart' (then 'Added to cart ✓' for 3 s) and 'Buy it now' (adds, then the cart).
import { useEffect, useRef, useState, type JSX } from 'react';

/** How long 'Added to cart ✓' stays (spec section 9). */
const ADDED_LABEL_MS = 3000;

export interface PurchaseActionsProps {
  /** Adds the line; resolves false when it could not (the page says why). */
  onAdd: () => Promise<boolean>;
  /** Adds the line and goes to the cart. */
  onBuyNow: () => Promise<void>;
  busy: boolean;
  disabled?: boolean;
}

export function PurchaseActions({ onAdd, onBuyNow, busy, disabled = false }: PurchaseActionsProps): JSX.Element {
  const [added, setAdded] = useState(false);
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
      <button
        type="button"
        className="prd-button prd-button--outline"
        onClick={() => void add()}
        disabled={busy || disabled}
      >
        {busy ? 'Adding…' : added ? 'Added to cart ✓' : 'Add to cart'}
      </button>
      <button type="button" className="prd-button" onClick={() => void onBuyNow()} disabled={busy || disabled}>
        Buy it now
      </button>
    </div>
  );
}
