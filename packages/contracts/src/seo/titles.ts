// The document title of a storefront page, written the same way by the render service (the first
// HTML) and by the shell (client-side route changes). Each remote declares its pages' names and
// descriptions beside its paths (`PageSeo`); these functions take those declarations, so a new page
// needs nothing here. A page declared with aliases has one canonical address: search engines
// should know '/womens' and '/category/women' as one page. A Tamil page (/ta/…) is looked up by its
// route's path (without /ta) and titled in Tamil: its declared `ta` name, the brand's Tamil tagline.
import { BRAND_FULL_NAME, BRAND_NAME } from '../brand';
import type { ShopLanguage } from '../shop-language';
import type { PageSeo } from '../remote-routes';
import { isStaffPath } from '../shop-paths';
import { trimEnd } from '../text-shapes';

/** Pages with a parameter in the path. */
const PRODUCT_PATH = /^\/product\/([^/]+)$/;
const ORDER_PROOF_PATH = /^\/order-proof\/[^/]+$/;

/** The title's own words in each language. */
const TITLE_WORDS: Readonly<
  Record<
    ShopLanguage,
    { full: string; product: string; notFound: string; proof: string; search: (term: string) => string }
  >
> = {
  en: {
    full: BRAND_FULL_NAME,
    /** The generic product page's name, until the product's own name is known. */
    product: 'Product',
    /** Name of a page no route serves. */
    notFound: 'Page Not Found',
    proof: 'Order Proof',
    search: (term) => `Search results for "${term}"`,
  },
  ta: {
    full: `${BRAND_NAME} — வெள்ளி & தங்கம்`,
    product: 'பொருள்',
    notFound: 'பக்கம் கிடைக்கவில்லை',
    proof: 'பொறிப்பு மாதிரி',
    search: (term) => `"${term}" தேடல் முடிவுகள்`,
  },
};
/** Longest title search engines show in full (characters). */
export const TITLE_MAX = 60;

/** A path without a trailing slash ('/womens/' → '/womens'; '/' stays). */
const trimSlash = (pathname: string): string => trimEnd(pathname, '/', 1);

// The same declarations are looked up on every route change and every rendered page: index each list once.
const indexes = new WeakMap<readonly PageSeo[], Map<string, PageSeo>>();

function indexOf(pages: readonly PageSeo[]): Map<string, PageSeo> {
  let index = indexes.get(pages);
  if (!index) {
    index = new Map(pages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((path) => [path, page] as const)));
    indexes.set(pages, index);
  }
  return index;
}

/** The declared page a path shows, if it is one of the fixed paths (aliases included; case-sensitive). */
export function seoRouteOf(pathname: string, pages: readonly PageSeo[]): PageSeo | undefined {
  return indexOf(pages).get(trimSlash(pathname));
}

/** The product id of a product page's path, else undefined. */
export function productIdOf(pathname: string): string | undefined {
  const match = PRODUCT_PATH.exec(trimSlash(pathname));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * The one path of a page: an alias becomes its main path ('/womens' → '/category/women',
 * '/checkout' → '/cart'), a trailing slash goes; any other path stays as it is.
 */
export function canonicalPath(pathname: string, pages: readonly PageSeo[]): string {
  const path = trimSlash(pathname || '/');
  return indexOf(pages).get(path)?.path ?? path;
}

/** '<page> | RMJ Jewellers — Silver & Gold' (Tamil: '… — வெள்ளி & தங்கம்'), or with the short brand when that is too long. */
export function titled(name: string, lang: ShopLanguage = 'en'): string {
  const full = `${name} | ${TITLE_WORDS[lang].full}`;
  if (full.length <= TITLE_MAX) return full;
  const short = `${name} | ${BRAND_NAME}`;
  if (short.length <= TITLE_MAX) return short;
  const room = TITLE_MAX - ` | ${BRAND_NAME}`.length - 1;
  const cut = name.slice(0, room);
  const atWord = cut.lastIndexOf(' ') > room / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.trimEnd()}… | ${BRAND_NAME}`;
}

/** The title of a product page: 'Lotus Silver Ring | RMJ Jewellers — Silver & Gold' (shortened past 60 characters). */
export function productTitle(name: string, lang: ShopLanguage = 'en'): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return titled(clean || TITLE_WORDS[lang].product, lang);
}

/** The search term of a query string ('?q=ring' → 'ring'), trimmed; '' when there is none. */
export function searchTermOf(search = ''): string {
  try {
    return (new URLSearchParams(search).get('q') ?? '').replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

/**
 * The page part of the title of a route's path (no brand, no /ta), as `documentTitle` uses it, in
 * `lang`: a page's declared Tamil name on a Tamil page (its English name where it declares none).
 */
export function pageName(
  pathname: string,
  search: string | undefined,
  pages: readonly PageSeo[],
  lang: ShopLanguage = 'en',
): string {
  const words = TITLE_WORDS[lang];
  const path = trimSlash(pathname || '/');
  if (path === '/search') {
    const term = searchTermOf(search);
    if (term) return words.search(term.length > 24 ? `${term.slice(0, 23)}…` : term);
  }
  const route = indexOf(pages).get(path);
  if (route) return (lang === 'ta' ? route.ta?.name : undefined) ?? route.name;
  if (PRODUCT_PATH.test(path)) return words.product;
  if (ORDER_PROOF_PATH.test(path)) return words.proof;
  // The back office is English only: it has no Tamil page.
  if (isStaffPath(path) && lang === 'en') return 'Staff';
  return words.notFound;
}

/**
 * The static title of a storefront page: 'Women's Jewellery | RMJ Jewellers — Silver & Gold',
 * 'Search results for "ring" | …', a product page's generic 'Product | …' until its name is known
 * (then `productTitle(name)`), 'Page Not Found | …' for any path no declared page serves.
 */
export function documentTitle(
  pathname: string,
  search: string | undefined,
  pages: readonly PageSeo[],
  lang: ShopLanguage = 'en',
): string {
  return titled(pageName(pathname, search, pages, lang), lang);
}
