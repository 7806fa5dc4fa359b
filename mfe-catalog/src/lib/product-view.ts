import type { CatalogProduct } from './catalog-product';
import { PLACEHOLDER_IMAGE } from './placeholder';

/** First of images, else image, else the placeholder. */
export function productImage(product: CatalogProduct): string {
  return product.images?.find(Boolean) ?? product.image ?? PLACEHOLDER_IMAGE;
}

/** Badge and action label of a piece that cannot be ordered now (the product page says why). */
export const OUT_OF_STOCK = 'Out of stock';
export const VIEW_DETAILS = 'View Details';

/** Whether the piece can be ordered now (the service sends inStock: false at a stock of 0). */
export const isInStock = (product: Pick<CatalogProduct, 'inStock'>): boolean => product.inStock !== false;

/** 'Out of stock' first when the piece cannot be ordered, 'New' when isNew, 'N% OFF' when discount is above 0. */
export function productBadges(product: CatalogProduct): string[] {
  const badges: string[] = isInStock(product) ? [] : [OUT_OF_STOCK];
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
