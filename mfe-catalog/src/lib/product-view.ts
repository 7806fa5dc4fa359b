import type { CatalogProduct } from './catalog-product';
import { PLACEHOLDER_IMAGE } from './placeholder';

/** First of images, else image, else the placeholder. */
export function productImage(product: CatalogProduct): string {
  return product.images?.find(Boolean) ?? product.image ?? PLACEHOLDER_IMAGE;
}

/** 'New' when isNew, 'N% OFF' when discount is above 0. */
export function productBadges(product: CatalogProduct): string[] {
  const badges: string[] = [];
  if (product.isNew) badges.push('New');
  if (typeof product.discount === 'number' && product.discount > 0) badges.push(`${product.discount}% OFF`);
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
