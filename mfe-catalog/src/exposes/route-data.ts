// The first calls each catalogue page makes on opening, by address (RemoteRoute.data): on a first
// visit the shell starts them together with the page's code instead of after it has rendered.
// Built with the same functions and defaults the pages' endpoints use, so the addresses match.
import { searchPageOf, type RouteLocation } from '@rmj/contracts';
import { CATALOG_CALLS, callAddress } from '../lib/request-url';
import { categoryParams, DEFAULT_CATEGORY_FILTERS } from '../features/category/api/category-params';
import { categoryConfigFor, type CategoryKey } from '../features/category/lib/category-config';
import { searchParams } from '../features/search/api/search-params';
import { collectionParams, DEFAULT_COLLECTION_FILTER } from '../features/collection/lib/collection-filter';

/** Home: today's rates (the strip above the collection asks first), then page 1 of the collection, unfiltered. */
export const homeData = (): string[] => [
  callAddress(CATALOG_CALLS.todaysRates),
  callAddress(CATALOG_CALLS.searchProducts, collectionParams({ filter: DEFAULT_COLLECTION_FILTER, page: 1 })),
];

/** Search: the page in `?page=` (else 1) for the term in `?q=` (nothing for an empty term, which the page does not send). */
export function searchData({ search }: RouteLocation): string[] {
  const q = new URLSearchParams(search).get('q') ?? '';
  const page = searchPageOf(search);
  return q.trim() === '' ? [] : [callAddress(CATALOG_CALLS.searchProducts, searchParams({ q, page }))];
}

/**
 * A category page: the connection check where the page makes one, and the unfiltered list. A list
 * call with its own time-out (kids) carries extra headers a preload cannot send: not named.
 */
export function categoryData(category: CategoryKey): () => string[] {
  return () => {
    const config = categoryConfigFor(category);
    if (!config) return [];
    const check = config.connectivity ? [callAddress(CATALOG_CALLS.connectivity)] : [];
    if (config.timeoutMs) return check;
    return [
      ...check,
      callAddress(
        CATALOG_CALLS.categoryProducts,
        categoryParams({ category: config.server, ...DEFAULT_CATEGORY_FILTERS }),
        { category: config.server },
      ),
    ];
  };
}
