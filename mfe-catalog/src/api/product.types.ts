// Shapes of the catalog service's answers as this remote reads them, derived from @rmj/contracts.
import type { Product } from '@rmj/contracts';

/**
 * A product as this remote reads it: the catalogue contract's Product, read tolerantly (only name
 * and price are relied on; older records may lack the rest or carry a numeric id).
 */
export type CatalogProduct = Pick<Product, 'name' | 'price'> & Partial<Omit<Product, 'name' | 'price' | 'id'>> & { id?: string | number };

/** Body of the listings that answer with a success flag. */
export interface ProductListResponse {
  success: boolean;
  products: CatalogProduct[];
  message?: string;
}

/** Body of GET /api/products/search. */
export interface SearchResponse {
  products: CatalogProduct[];
  currentPage: number;
  totalPages: number;
  total: number;
}

/** The id used in /product/{id}: _id for server products. */
export function productId(product: CatalogProduct): string {
  return String(product._id ?? product.id ?? '');
}
