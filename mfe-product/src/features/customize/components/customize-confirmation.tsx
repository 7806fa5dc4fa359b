import type { JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { hasTamil, paths } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { words } from '../../../i18n';
import type { ProductView } from '../../../lib/product-view';
import { RING_FONT_KEYS, type RingChoice } from '../lib/customize-ring';

/** After the add: what went into the cart, Continue Shopping and Proceed to Checkout. */
/** `name`: the ring's name in the page's language. */
export function CustomizeConfirmation({
  product,
  name,
  choice,
}: {
  product: ProductView;
  name: string;
  choice: RingChoice;
}): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const text = choice.text.trim();
  return (
    <section className="prd-confirm" aria-labelledby="prd-confirm-title">
      <h2 id="prd-confirm-title" className="prd-confirm__title">
        {t('confirm.title')}
      </h2>
      <dl className="prd-confirm__summary">
        <dt>{t('confirm.ring')}</dt>
        <dd>{name}</dd>
        <dt>{t('confirm.customisation')}</dt>
        <dd>{t(choice.type === 'engraving' ? 'ring.engraving' : 'ring.fingerprint')}</dd>
        {choice.type === 'engraving' ? (
          <>
            <dt>{t('confirm.text')}</dt>
            <dd lang={hasTamil(text) ? 'ta' : undefined}>“{text}”</dd>
            <dt>{t('confirm.font')}</dt>
            <dd>{t(RING_FONT_KEYS[choice.font])}</dd>
          </>
        ) : (
          <>
            <dt>{t('confirm.fingerprint')}</dt>
            <dd>{choice.file?.name}</dd>
          </>
        )}
        <dt>{t('confirm.price')}</dt>
        <dd>{product.price === null ? product.priceText : formatINR(product.price)}</dd>
      </dl>
      <div className="prd-actions">
        <button type="button" className="prd-button prd-button--outline" onClick={() => navigate(paths.womensRings())}>
          {t('confirm.continue')}
        </button>
        <button type="button" className="prd-button" onClick={() => navigate(paths.checkout())}>
          {t('confirm.checkout')}
        </button>
      </div>
    </section>
  );
}
