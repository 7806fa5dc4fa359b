import type { JSX } from 'react';
import { ProductCard } from '@rmj/ui';
import type { CatalogProduct } from '../../../lib/catalog-product';
import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';
import { productImage } from '../../../lib/product-view';

const CUSTOMIZABLE = ['fingerprint', 'engraving', 'image', 'combined'];

/** Whether the product can be personalised (customOption Fingerprint, Engraving, Image or combined). */
function isCustomizable(product: CatalogProduct): boolean {
  return CUSTOMIZABLE.includes((product.customOption ?? '').toLowerCase());
}

/** A search result: price, an original price of price × 1.2 (rounded) struck through, a Customizable tag. */
export function SearchCard({
  product,
  onOpen,
  eager,
}: {
  product: CatalogProduct;
  onOpen: () => void;
  eager?: boolean;
}): JSX.Element {
  return (
    <ProductCard
      name={product.name}
      image={productImage(product)}
      fallbackImage={PLACEHOLDER_IMAGE}
      badges={isCustomizable(product) ? ['Customizable'] : []}
      category={product.productCategory ?? product.category}
      description={product.description}
      price={product.price}
      oldPrice={Math.round(product.price * 1.2)}
      gram={product.gram}
      onAction={onOpen}
      eager={eager}
    />
  );
}
