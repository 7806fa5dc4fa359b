// The card of a server product in every catalogue grid: picture (placeholder when missing or
// broken), badges, category line, name, description, prices and gram, and 'Add to Cart'.
import type { JSX } from 'react';
import { ProductCard } from '@rmj/ui';
import type { CatalogProduct } from '../lib/catalog-product';
import { PLACEHOLDER_IMAGE } from '../lib/placeholder';
import { productBadges, productImage } from '../lib/product-view';

export interface ServerProductCardProps {
  product: CatalogProduct;
  /** The small line above the name (each listing shows what fits it). */
  category?: string;
  /** 'Add to Cart': opens the product page. */
  onOpen: () => void;
  /** A click on the card itself (most listings: none). */
  onClick?: () => void;
  /** The card is in the first screenful: its picture loads at once (see FIRST_SCREEN_CARDS). */
  eager?: boolean;
}

export function ServerProductCard({ product, category, onOpen, onClick, eager }: ServerProductCardProps): JSX.Element {
  return (
    <ProductCard
      name={product.name}
      image={productImage(product)}
      fallbackImage={PLACEHOLDER_IMAGE}
      badges={productBadges(product)}
      category={category}
      description={product.description}
      price={product.price}
      oldPrice={product.oldPrice}
      gram={product.gram}
      onAction={onOpen}
      onClick={onClick}
      eager={eager}
    />
  );
}
