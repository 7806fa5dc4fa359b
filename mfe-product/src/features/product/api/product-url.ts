// The product call's address, built in one place: the endpoint requests it, and the route list
// names it so the shell can fetch it with the page's code on a first visit. No RTK Query here.
import { API_BASE, type ENDPOINT_ROUTES } from '@rmj/contracts';

/**
 * GET /api/products/:id, checked by the compiler against its contract (ENDPOINT_ROUTES.product):
 * a literal rather than the route table, so the table stays out of the start-up bundle.
 */
const PRODUCT_CALL: (typeof ENDPOINT_ROUTES)['product']['path'] = '/api/products/:id';

/** The full address the browser requests. */
export const productAddress = (id: string): string => PRODUCT_CALL.replace(':id', encodeURIComponent(id));

/** The same address under the api's base, for the endpoint. */
export const productPath = (id: string): string => productAddress(id).slice(API_BASE.length);
