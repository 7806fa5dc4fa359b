// The addresses of the catalogue's API calls, built in one place: the RTK Query endpoints request
// them, and the route list names the first ones a page makes so the shell can fetch them early.
// Framework-free (the route list must stay small): no RTK Query, no api-client here.
import { API_BASE, ENDPOINT_ROUTES } from '@rmj/contracts';

type Text = Readonly<Record<string, string>>;

/**
 * The paths of the catalogue's calls, from their endpoint contracts. ENDPOINT_ROUTES is built as one
 * export per route, so only these reach the bundle (no schemas, no zod).
 */
export const CATALOG_CALLS = {
  connectivity: ENDPOINT_ROUTES.connectivity.path,
  searchProducts: ENDPOINT_ROUTES.searchProducts.path,
  categoryProducts: ENDPOINT_ROUTES.categoryProducts.path,
  customListing: ENDPOINT_ROUTES.customListing.path,
  allProducts: ENDPOINT_ROUTES.allProducts.path,
  sendContactMessage: ENDPOINT_ROUTES.sendContactMessage.path,
  submitGrievance: ENDPOINT_ROUTES.submitGrievance.path,
  todaysRates: ENDPOINT_ROUTES.todaysRates.path,
  buybackTable: ENDPOINT_ROUTES.buybackTable.path,
  submitOldGoldRequest: ENDPOINT_ROUTES.submitOldGoldRequest.path,
};

/**
 * The full address the browser requests (`/api/products/search?q=ring`): the path with its
 * parameters filled in, then the query; no '?' when the query is empty, so a preload and the
 * page's own request are one address.
 */
export function callAddress(path: string, query: Text = {}, params: Text = {}): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** The same address under the api's base (`/products/search?q=ring`), for an endpoint's `url`. */
export const callPath = (path: string, query?: Text, params?: Text): string =>
  callAddress(path, query, params).slice(API_BASE.length);
