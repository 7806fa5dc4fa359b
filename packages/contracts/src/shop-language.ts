/**
 * The language a shopper uses, carried on every API call of the storefront so the services write to
 * them in it (e-mails and their subjects, PDFs): the page's language, 'en' or 'ta'.
 */
export const SHOP_LANGUAGES = ['en', 'ta'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** Request header the storefront's API client sets from the page's address (/ta/… is Tamil). */
export const SHOP_LANGUAGE_HEADER = 'x-shop-lang';

/** The language a header value names; English for anything else (absent, unknown). */
export function shopLanguageOf(value: unknown): ShopLanguage {
  const first = Array.isArray(value) ? value[0] : value;
  return first === 'ta' ? 'ta' : 'en';
}

/**
 * The cookie remembering the shopper's language for the next visit ('en' | 'ta'): the shell's switch
 * writes it, the gateway reads it (an English address is sent to its Tamil one while it says 'ta').
 * @rmj/i18n's `LANG_COOKIE` is this one (the services carry no React, so it is defined here).
 */
export const SHOP_LANGUAGE_COOKIE = 'rmj_lang';

/** Where the Tamil pages live: each English address under it ('/ta/cart', '/ta' for home). */
export const TAMIL_PATH_PREFIX = '/ta';

/** The language of a page's path ('/ta' and below is Tamil); @rmj/i18n's `langOfPath` is this one. */
export function shopLanguageOfPath(pathname: string): ShopLanguage {
  return pathname === TAMIL_PATH_PREFIX || pathname.startsWith(`${TAMIL_PATH_PREFIX}/`) ? 'ta' : 'en';
}

/** A page's path without its language prefix, as routes are declared ('/ta/cart' → '/cart', '/ta' → '/'). */
export function pathWithoutShopLanguage(pathname: string): string {
  return shopLanguageOfPath(pathname) === 'ta' ? pathname.slice(TAMIL_PATH_PREFIX.length) || '/' : pathname;
}

/** A route's path on `lang`'s address ('/cart' → '/ta/cart', '/' → '/ta'); a query string is kept. */
export function pathInShopLanguage(address: string, lang: ShopLanguage): string {
  const cut = address.search(/[?#]/);
  const pathname = cut === -1 ? address : address.slice(0, cut);
  const rest = cut === -1 ? '' : address.slice(cut);
  const bare = pathWithoutShopLanguage(pathname || '/');
  if (lang === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? TAMIL_PATH_PREFIX : `${TAMIL_PATH_PREFIX}${bare}`}${rest}`;
}
