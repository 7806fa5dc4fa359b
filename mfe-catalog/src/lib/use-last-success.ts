import { useRef } from 'react';
import type { CatalogProduct, ProductListResponse } from '../api/product.types';

/**
 * The products of the last answer that carried success: true. An answer with success: false is
 * only logged and the previous list stays (spec section 4, Listings).
 */
export function useLastSuccessfulProducts(data: ProductListResponse | undefined): CatalogProduct[] | undefined {
  const last = useRef<{ data?: ProductListResponse; products?: CatalogProduct[] }>({});
  if (data && data !== last.current.data) {
    if (data.success) last.current.products = Array.isArray(data.products) ? data.products : [];
    else console.warn('Product list not updated:', data.message);
    last.current.data = data;
  }
  return last.current.products;
}
