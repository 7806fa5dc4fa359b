import type { UiTranslate } from '@rmj/ui';
import type { CatalogProduct } from './catalog-product';
import { PLACEHOLDER_IMAGE } from './placeholder';

/** First of images, else image, else the placeholder. */
export function productImage(product: CatalogProduct): string {
  return product.images?.find(Boolean) ?? product.image ?? PLACEHOLDER_IMAGE;
}

/** Whether the piece can be ordered now (the service sends inStock: false at a stock of 0). */
export const isInStock = (product: Pick<CatalogProduct, 'inStock'>): boolean => product.inStock !== false;

/**
 * 'Out of stock' first when the piece cannot be ordered, 'New' when isNew, 'N% OFF' when discount is
 * above 0: the shared card's words (`useUiT()` of @rmj/ui) in the page's language.
 */
export function productBadges(product: CatalogProduct, t: UiTranslate): string[] {
  const badges: string[] = isInStock(product) ? [] : [t('card.outOfStock')];
  if (product.isNew) badges.push(t('card.new'));
  if (typeof product.discount === 'number' && product.discount > 0)
    badges.push(t('card.off', { percent: product.discount }));
  return badges;
}

/** Piece kind passed to the product page with productData. */
export type PieceCategory = 'ring' | 'bracelet' | 'pendant';

/**
 * Cards whose pictures load at once with high priority: the first screenful of a listing (two rows
 * of two on a phone). The rest load lazily as the shopper scrolls.
 */
export const FIRST_SCREEN_CARDS = 4;

/** Whether the card at `index` of a listing is in the first screenful. */
export const inFirstScreen = (index: number): boolean => index < FIRST_SCREEN_CARDS;
