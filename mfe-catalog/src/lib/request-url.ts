// The addresses of the catalogue's API calls, built in one place: the RTK Query endpoints request
// them, and the route list names the first ones a page makes so the shell can fetch them early.
// Framework-free (the route list must stay small): no RTK Query, no api-client here.
import { API_BASE, type ENDPOINT_ROUTES } from '@rmj/contracts';

type Routes = typeof ENDPOINT_ROUTES;
type Text = Readonly<Record<string, string>>;

/**
 * The paths of the catalogue's calls, each checked by the compiler against its endpoint contract
 * (ENDPOINT_ROUTES in @rmj/contracts): a contract whose path changes fails the type check here.
 * Literals rather than the route table itself, so the table stays out of the start-up bundle.
 */
export const CATALOG_CALLS = {
  connectivity: '/api/test',
  searchProducts: '/api/products/search',
  categoryProducts: '/api/products/category/:category',
  customListing: '/api/:listing',
  allProducts: '/api/all-products',
  sendContactMessage: '/api/contacts',
} as const satisfies { [Name in keyof Routes]?: Routes[Name]['path'] };

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
