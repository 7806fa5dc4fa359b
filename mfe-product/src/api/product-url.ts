// The product call's address, built in one place: the endpoint requests it, and the route list
// names it so the shell can fetch it with the page's code on a first visit. No RTK Query here.

/** Base of the product remote's calls (RTK Query's baseUrl). */
export const PRODUCT_API_BASE = '/api';

/** GET /api/products/:id, relative to the base. */
export const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;
