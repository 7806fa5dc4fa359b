// Where a product collection's page comes from: the server, one page at a time (home), or the
// whole list loaded once and paged in the browser (the all-products listing, spec: limit=1000).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useGetAllProductsQuery } from './get-all-products';
import { useGetCollectionPageQuery } from './get-collection-page';
import type { CatalogProduct } from '../../../lib/catalog-product';
import { COLLECTION_PAGE_SIZE, filterCollection, pageOf, type CollectionFilter } from '../lib/collection-filter';
import { useLastSuccessfulProducts } from '../../../lib/use-last-success';

/** One page of a collection and the numbers of its count line. */
export interface CollectionPage {
  items: CatalogProduct[];
  page: number;
  totalPages: number;
  from: number;
  to: number;
  total: number;
}

/** What a collection shows: the page (the previous one while the next loads), and the loading state. */
export interface CollectionData {
  shown?: CollectionPage;
  error?: FetchBaseQueryError | SerializedError;
  /** First load: nothing to show yet. */
  isLoading: boolean;
  /** A newer page is on its way (the shown one is stale). */
  isFetching: boolean;
  refetch: () => void;
}

/** Pages from the server (GET /api/products/search with no words). */
export function useServerCollection(filter: CollectionFilter, page: number, skip: boolean): CollectionData {
  const { data, error, isLoading, isFetching, refetch } = useGetCollectionPageQuery({ filter, page }, { skip });
  const shown = data && {
    items: data.products,
    page: data.currentPage,
    totalPages: Math.max(1, data.totalPages),
    from: data.total === 0 ? 0 : (data.currentPage - 1) * COLLECTION_PAGE_SIZE + 1,
    to: Math.min(data.currentPage * COLLECTION_PAGE_SIZE, data.total),
    total: data.total,
  };
  return { shown, error, isLoading, isFetching, refetch: () => void refetch() };
}

/** The whole list (GET /api/all-products?limit=1000), filtered, sorted and paged here. */
export function useBrowserCollection(filter: CollectionFilter, page: number, skip: boolean): CollectionData {
  const { data, error, isLoading, refetch } = useGetAllProductsQuery(undefined, { skip });
  const last = useLastSuccessfulProducts(data, error);
  const shown = last.products && pageOf(filterCollection(last.products, filter), page);
  return {
    shown,
    error: last.products ? undefined : last.error,
    isLoading,
    isFetching: false,
    refetch: () => void refetch(),
  };
}
