import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { ProductCard } from '@rmj/ui';
import { productId, type CatalogProduct } from '../../../lib/catalog-product';
import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';
import { LISTING_CARD_SIZES } from '../../../lib/card-sizes';
import { isInStock, OUT_OF_STOCK, productImage, VIEW_DETAILS } from '../../../lib/product-view';

const CUSTOMIZABLE = ['fingerprint', 'engraving', 'image', 'combined'];

/** Whether the product can be personalised (customOption Fingerprint, Engraving, Image or combined). */
function isCustomizable(product: CatalogProduct): boolean {
  return CUSTOMIZABLE.includes((product.customOption ?? '').toLowerCase());
}

/**
 * A search result: its first photograph or drawn picture, price, an original price of price × 1.2
 * (rounded) struck through, a Customizable tag; 'Out of stock' and 'View Details' when it cannot be bought.
 * A link to the product page; a plain click on it, like the button, opens the page client-side (`onOpen`).
 */
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
      photo={product.photos?.[0]}
      sizes={LISTING_CARD_SIZES}
      badges={[...(isInStock(product) ? [] : [OUT_OF_STOCK]), ...(isCustomizable(product) ? ['Customizable'] : [])]}
      category={product.productCategory ?? product.category}
      description={product.description}
      price={product.price}
      oldPrice={Math.round(product.price * 1.2)}
      gram={product.gram}
      actionLabel={isInStock(product) ? undefined : VIEW_DETAILS}
      onAction={onOpen}
      href={paths.product(productId(product))}
      onNavigate={onOpen}
      eager={eager}
    />
  );
}
