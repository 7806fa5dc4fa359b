// Addresses of the shop's pages, for links from one part to a page another part owns (a product card
// in mfe-catalog opening mfe-product's page, the header's cart link). The owning remote's route list
// declares the pattern; this is the one way to write an address that matches it.

/** Audiences and pieces of the customisation listings (`/custom/women/rings`). */
export type CustomAudience = 'women' | 'men' | 'kids';
export type CustomPiece = 'rings' | 'bracelets' | 'pendants';

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  // encodeURIComponent, not URLSearchParams: a space stays %20, the address the header's search
  // box has always written (and the shop's tests pin); the receiving page decodes both alike.
  const pairs = entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
};

/**
 * Every query parameter a page of the shop reads (search: `q`, `page`; tracking: `order`; customise-your-ring:
 * `type`). The render service renders and keeps a page by these alone, so other parameters (a campaign's tags,
 * a cache-buster) neither change a rendered page nor make a new one.
 */
export const PAGE_QUERY_PARAMETERS = ['q', 'page', 'order', 'type'] as const;

/**
 * A page's address as the render service renders and keeps it: the path as asked, then only the
 * parameters of PAGE_QUERY_PARAMETERS, each once (the first, as pages read it), in that order.
 */
export function pageCacheAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(url.slice(at + 1));
  } catch {
    return url.slice(0, at);
  }
  const kept = PAGE_QUERY_PARAMETERS.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return kept.length ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

/** Highest results page an address may ask for (a bigger number reads as page 1). */
export const SEARCH_PAGE_MAX = 10_000;

/**
 * The results page of a query string ('?q=ring&page=2' → 2): a whole number from 1; anything else
 * (missing, 0, '2.5', 'abc', past SEARCH_PAGE_MAX) is page 1, so a mangled shared link still shows results.
 */
export function searchPageOf(search = ''): number {
  let raw: string | null;
  try {
    raw = new URLSearchParams(search).get('page');
  } catch {
    return 1;
  }
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1;
}

/**
 * The staff's area, the back office: its own application with its own frame, so the shell draws no
 * shopper chrome there (header, footer, newsletter, announcements, chat button).
 */
export const STAFF_AREA = '/admin';

/** True for a path of the back office (`/admin` and below). */
export function isStaffPath(path: string): boolean {
  return path === STAFF_AREA || path.startsWith(`${STAFF_AREA}/`);
}

/** The sections of the policies page, each an anchor (`/policies#returns`). */
export const POLICY_SECTIONS = ['returns', 'refunds', 'cancellation', 'exchange', 'shipping'] as const;
export type PolicySection = (typeof POLICY_SECTIONS)[number];
/** Each policy's heading, as the policies page, the seller page and the footer name it. */
export const POLICY_TITLES: Record<PolicySection, string> = {
  returns: 'Returns',
  refunds: 'Refunds',
  cancellation: 'Cancellation',
  exchange: 'Exchange',
  shipping: 'Shipping and delivery',
};

export const paths = {
  home: () => '/',
  /** mfe-product: a product page by catalogue id. */
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  /** mfe-product: customise-your-ring. */
  customize: () => '/customize',
  /** mfe-catalog: a category page (`women`, `men`, `kids`, or one of the spec's aliases). */
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  /** mfe-catalog: a customisation listing. */
  customListing: (audience: CustomAudience, piece: CustomPiece) => `/custom/${audience}/${piece}`,
  /** mfe-catalog: the spec's own address of the women's rings listing (customise-ring's back and browse target). */
  womensRings: () => '/womens-rings',
  /** mfe-catalog: search results; page 1 has no `page` (one address for the first page). */
  search: (query: string, page = 1) =>
    withQuery('/search', { q: query, page: page > 1 ? String(Math.floor(page)) : undefined }),
  allProducts: () => '/all-products',
  contact: () => '/contact',
  /** mfe-catalog: the privacy notice in full (PRIVACY_PAGE_PATH). */
  privacy: () => '/privacy',
  /** mfe-catalog: seller information (legal name, address, GSTIN, contact, grievance officer). */
  seller: () => '/seller',
  /** mfe-catalog: the shop's policies, one page with a section (and anchor) for each. */
  policies: (section?: PolicySection) => (section ? `/policies#${section}` : '/policies'),
  /** The grievance form (raise a complaint with the grievance officer). */
  grievance: () => '/grievance',
  /** mfe-catalog: the old-gold exchange estimate and its request form. */
  oldGold: () => '/old-gold',
  /** mfe-cart. */
  cart: () => '/cart',
  checkout: () => '/checkout',
  /** mfe-cart: tracking, optionally opened on an order number. */
  trackOrder: (orderNumber?: string) => withQuery('/track-order', { order: orderNumber }),
  /** mfe-cart: the engraving proof a customer's e-mail links to, by its token. */
  orderProof: (token: string) => `/order-proof/${encodeURIComponent(token)}`,
  /** mfe-account. */
  account: () => '/account',
  /** mfe-account: the shopper's saved delivery addresses. */
  accountAddresses: () => '/account/addresses',
  welcome: () => '/welcome',
} as const;
