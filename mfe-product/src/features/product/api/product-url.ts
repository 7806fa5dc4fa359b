// The product call's address, built in one place: the endpoint requests it, and the route list
// names it so the shell can fetch it with the page's code on a first visit. No RTK Query here.
import { API_BASE, ENDPOINT_ROUTES } from '@rmj/contracts';

/** GET /api/products/:id, from its contract (only this route of ENDPOINT_ROUTES reaches the bundle). */
const PRODUCT_CALL = ENDPOINT_ROUTES.product.path;

/** The full address the browser requests. */
export const productAddress = (id: string): string => PRODUCT_CALL.replace(':id', encodeURIComponent(id));

/** The same address under the api's base, for the endpoint. */
export const productPath = (id: string): string => productAddress(id).slice(API_BASE.length);
