// The product call's address, built in one place: the endpoint requests it, and the route list
// names it so the shell can fetch it with the page's code on a first visit. No RTK Query here.

/** GET /api/products/:id, relative to the API base (API_BASE in @rmj/contracts). */
export const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;
