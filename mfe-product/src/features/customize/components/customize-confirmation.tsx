import type { JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import type { ProductView } from '../../../lib/product-view';
import { RING_FONT_LABELS, type RingChoice } from '../lib/customize-ring';

/** After the add: what went into the cart, Continue Shopping and Proceed to Checkout. */
export function CustomizeConfirmation({ product, choice }: { product: ProductView; choice: RingChoice }): JSX.Element {
  const navigate = useNavigate();
  return (
    <section className="prd-confirm" aria-labelledby="prd-confirm-title">
      <h2 id="prd-confirm-title" className="prd-confirm__title">
        Your customised ring is in your cart ✓
      </h2>
      <dl className="prd-confirm__summary">
        <dt>Ring</dt>
        <dd>{product.name}</dd>
        <dt>Customisation</dt>
        <dd>{choice.type === 'engraving' ? 'Engraving' : 'Fingerprint'}</dd>
        {choice.type === 'engraving' ? (
          <>
            <dt>Text</dt>
            <dd>“{choice.text.trim()}”</dd>
            <dt>Font</dt>
            <dd>{RING_FONT_LABELS[choice.font]}</dd>
          </>
        ) : (
          <>
            <dt>Fingerprint image</dt>
            <dd>{choice.file?.name}</dd>
          </>
        )}
        <dt>Price</dt>
        <dd>{product.price === null ? product.priceText : formatINR(product.price)}</dd>
      </dl>
      <div className="prd-actions">
        <button type="button" className="prd-button prd-button--outline" onClick={() => navigate(paths.womensRings())}>
          Continue Shopping
        </button>
        <button type="button" className="prd-button" onClick={() => navigate(paths.checkout())}>
          Proceed to Checkout
        </button>
      </div>
    </section>
  );
}
