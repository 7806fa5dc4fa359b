// The catalog service's answers as this remote reads them: the contracts of @rmj/contracts, one
// definition shared with the service (which parses its own answers with the same schemas in its tests).
import type { ListingResponse, Product } from '@rmj/contracts';

/** A product as the catalog service sends it. */
export type CatalogProduct = Product;
/** Body of the listings that answer with a success flag (the nine custom listings, all-products). */
export type ProductListResponse = ListingResponse;

/** The id used in /product/{id}: _id for server products. */
export function productId(product: Pick<Product, '_id' | 'id'>): string {
  return String(product._id ?? product.id ?? '');
}
