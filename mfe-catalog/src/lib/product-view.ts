import type { CatalogProduct } from '../api/product.types';
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
