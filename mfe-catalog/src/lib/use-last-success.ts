import { useRef } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '@rmj/api-client';
import type { CatalogProduct, ProductListResponse } from './catalog-product';

type ListError = FetchBaseQueryError | SerializedError | undefined;

/** An answer with success: false, which the shop's base query hands over as an error with its body. */
export function isRefusedList(error: ListError): boolean {
  if (!error || !('status' in error) || error.status !== 'CUSTOM_ERROR') return false;
  const body = error.data as { success?: unknown } | undefined;
  return typeof body === 'object' && body !== null && body.success === false;
}

/**
 * The products of the last answer that carried success: true, and the error to show. An answer
 * with success: false is only logged and the previous list stays (spec section 4, Listings): it is
 * not an error the page shows.
 */
export function useLastSuccessfulProducts(
  data: ProductListResponse | undefined,
  error: ListError,
): { products: CatalogProduct[] | undefined; error: ListError } {
  const last = useRef<{ data?: ProductListResponse; error?: ListError; products?: CatalogProduct[] }>({});
  if (data && data !== last.current.data) {
    last.current.products = Array.isArray(data.products) ? data.products : [];
    last.current.data = data;
  }
  const refused = isRefusedList(error);
  if (refused && error !== last.current.error) console.warn('Product list not updated:', serverMessage(error));
  last.current.error = error;
  return { products: last.current.products, error: refused ? undefined : error };
}
