// Name, rating stars with the review count, prices with the Sale badge, the taxes note and the
// weight (as the cards show it); for a piece priced by weight, its rate, weights and price breakup.
import type { JSX } from 'react';
import { formatINR } from '@rmj/ui';
import { formatNumber, useLang } from '@rmj/i18n';
import { words } from '../../../i18n';
import type { ProductView } from '../../../lib/product-view';
import { useShippingFee } from '../api/get-shipping-fee';
import { PriceBreakup } from './price-breakup';

function Stars({ rating }: { rating: number }): JSX.Element {
  const t = words.useT();
  const filled = Math.round(rating);
  return (
    <span className="prd-stars" role="img" aria-label={t('summary.rated', { rating: rating.toFixed(1) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true">
          {n <= filled ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

/** `name`: the product's name in the page's language. */
export function ProductSummary({ product, name }: { product: ProductView; name: string }): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  // The spec's words, with the owner's fee ('Shipping +100' until they change it).
  const shippingFee = useShippingFee();
  const onSale = product.originalPrice !== undefined;
  return (
    <div className="prd-summary">
      <h1 className="prd-summary__name">{name}</h1>
      {product.rating !== undefined && (
        <p className="prd-summary__rating">
          <Stars rating={product.rating} />
          <span>{t('summary.reviews', { count: product.reviews ?? 0 })}</span>
        </p>
      )}
      <p className="prd-summary__prices">
        {onSale && (
          <s
            className="prd-summary__was"
            aria-label={t('summary.originalPrice', { price: formatINR(product.originalPrice ?? 0) })}
          >
            {formatINR(product.originalPrice ?? 0)}
          </s>
        )}
        <span className="prd-summary__now">
          {product.price === null ? product.priceText : formatINR(product.price)}
        </span>
        {onSale && <span className="prd-badge">{t('summary.sale')}</span>}
      </p>
      <p className="prd-summary__note">{t('summary.taxes', { fee: String(shippingFee) })}</p>
      {product.byWeight ? (
        <PriceBreakup pricing={product.byWeight} />
      ) : (
        product.gram !== undefined && (
          <p className="prd-summary__weight">{t('summary.weight', { gram: formatNumber(product.gram, lang) })}</p>
        )
      )}
      {!product.inStock && <p className="prd-summary__stock">{t('summary.outOfStock')}</p>}
    </div>
  );
}
