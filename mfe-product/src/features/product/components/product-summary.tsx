// Name, rating stars with the review count, prices with the Sale badge, the taxes note and the
// weight (as the cards show it); for a piece priced by weight, its rate, weights and price breakup.
import type { JSX } from 'react';
import { formatINR } from '@rmj/ui';
import type { ProductView } from '../../../lib/product-view';
import { useShippingFee } from '../api/get-shipping-fee';
import { PriceBreakup } from './price-breakup';

function Stars({ rating }: { rating: number }): JSX.Element {
  const filled = Math.round(rating);
  return (
    <span className="prd-stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true">
          {n <= filled ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

export function ProductSummary({ product }: { product: ProductView }): JSX.Element {
  // The spec's words, with the owner's fee ('Shipping +100' until they change it).
  const shippingFee = useShippingFee();
  const onSale = product.originalPrice !== undefined;
  return (
    <div className="prd-summary">
      <h1 className="prd-summary__name">{product.name}</h1>
      {product.rating !== undefined && (
        <p className="prd-summary__rating">
          <Stars rating={product.rating} />
          <span>
            {product.reviews ?? 0} {product.reviews === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}
      <p className="prd-summary__prices">
        {onSale && (
          <s className="prd-summary__was" aria-label={`Original price ${formatINR(product.originalPrice ?? 0)}`}>
            {formatINR(product.originalPrice ?? 0)}
          </s>
        )}
        <span className="prd-summary__now">
          {product.price === null ? product.priceText : formatINR(product.price)}
        </span>
        {onSale && <span className="prd-badge">Sale</span>}
      </p>
      <p className="prd-summary__note">Taxes included. Shipping +{shippingFee}</p>
      {product.byWeight ? (
        <PriceBreakup pricing={product.byWeight} />
      ) : (
        product.gram !== undefined && <p className="prd-summary__weight">Weight: {product.gram} gram</p>
      )}
      {!product.inStock && <p className="prd-summary__stock">Out of stock</p>}
    </div>
  );
}
