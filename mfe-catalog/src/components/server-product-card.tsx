// The card of a server product in every catalogue grid, search results included: its first photograph
// (srcset sized to the grid), else its drawn picture (placeholder when missing or broken), badges,
// category line, name, description, prices and gram, and 'Add to Cart' ('View Details' when it is out of stock: the
// button opens the product page, which says why it cannot be bought). The card is a link to the
// product page; a plain click opens it client-side like the button (with the product as productData).
// The struck-through price is the piece's own `oldPrice` and nothing else (none when it has none): the
// one place the shop departs from the spec, whose search cards show an invented price × 1.2 (see the
// README's choices: a reference price that never existed is misleading pricing in India).
import type { JSX } from 'react';
import { paths } from '@rmj/contracts';
import { localDescription, localName, ProductCard, useUiT } from '@rmj/ui';
import { useLang } from '@rmj/i18n';
import { productId, type CatalogProduct } from '../lib/catalog-product';
import { PLACEHOLDER_IMAGE } from '../lib/placeholder';
import { LISTING_CARD_SIZES } from '../lib/card-sizes';
import { isInStock, productBadges, productImage } from '../lib/product-view';

export interface ServerProductCardProps {
  product: CatalogProduct;
  /** The small line above the name (each listing shows what fits it). */
  category?: string;
  /** 'Add to Cart' and a plain click on the card's link: open the product page client-side. */
  onOpen: () => void;
  /**
   * A click on the card itself (most listings: none). A card with one is not a link: the couple rings'
   * cards only log a click (spec), so they neither navigate nor link to the product.
   */
  onClick?: () => void;
  /** The card is in the first screenful: its picture loads at once (see FIRST_SCREEN_CARDS). */
  eager?: boolean;
  /** Badges after the piece's own ('Customizable' on search results). */
  extraBadges?: string[];
}

export function ServerProductCard(props: ServerProductCardProps): JSX.Element {
  const { product, category, onOpen, onClick, eager, extraBadges = [] } = props;
  const t = useUiT();
  const lang = useLang();
  return (
    <ProductCard
      name={localName(product, lang)}
      image={productImage(product)}
      fallbackImage={PLACEHOLDER_IMAGE}
      photo={product.photos?.[0]}
      sizes={LISTING_CARD_SIZES}
      badges={[...productBadges(product, t), ...extraBadges]}
      category={category}
      description={localDescription(product, lang)}
      price={product.price}
      oldPrice={product.oldPrice}
      gram={product.gram}
      actionLabel={isInStock(product) ? undefined : t('card.viewDetails')}
      onAction={onOpen}
      href={onClick ? undefined : paths.product(productId(product))}
      onNavigate={onClick ? undefined : onOpen}
      onClick={onClick}
      eager={eager}
    />
  );
}
