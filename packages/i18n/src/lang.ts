// Which language a page is in. English pages keep the spec's addresses; each Tamil page is the same
// address under /ta, so each language has its own address to share, index and render on the server.

import {
  pathInShopLanguage,
  pathWithoutShopLanguage,
  SHOP_LANGUAGE_COOKIE,
  SHOP_LANGUAGES,
  shopLanguageOfPath,
  TAMIL_PATH_PREFIX,
  type ShopLanguage,
} from '@rmj/contracts';

/** The shop's languages, English first (the default and the fallback): the contracts' list. */
export const LANGS = SHOP_LANGUAGES;
export type Lang = ShopLanguage;
export const DEFAULT_LANG: Lang = 'en';

/** Where a language's pages live: '' for English (today's addresses), '/ta' for Tamil. */
export const LANG_PREFIX: Readonly<Record<Lang, string>> = { en: '', ta: TAMIL_PATH_PREFIX };

/** Each language by its own name, as the switch shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', ta: 'தமிழ்' };

/** The BCP 47 tag of each language in India: Indian digit grouping (₹1,23,456) in both. */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-IN', ta: 'ta-IN' };

/** The cookie (and browser-storage key) that remembers the shopper's choice for the next visit. */
export const LANG_COOKIE = SHOP_LANGUAGE_COOKIE;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a page's path: '/ta' and everything below it is Tamil, the rest English. */
export const langOfPath: (pathname: string) => Lang = shopLanguageOfPath;

/** The path without its language prefix, as the routes are declared: '/ta/cart' → '/cart', '/ta' → '/'. */
export const pathWithoutLang: (pathname: string) => string = pathWithoutShopLanguage;

/**
 * The same page in `lang`: '/cart' → '/ta/cart', '/ta/cart' → '/cart', '/' → '/ta'. A query string and
 * fragment stay as they are ('/search?q=ring' → '/ta/search?q=ring').
 */
export const pathInLang: (address: string, lang: Lang) => string = pathInShopLanguage;

/** The router's basename for a language (undefined for English: no prefix). */
export function basenameOf(lang: Lang): string | undefined {
  return LANG_PREFIX[lang] || undefined;
}

/**
 * The language of the page running now: in the browser, its address (a language switch loads the
 * other language's page, so this holds for the page's life); on the server, undefined (a server
 * renders both languages at once, so it takes the language from the page's context instead).
 */
export function browserLang(): Lang | undefined {
  if (typeof window === 'undefined' || typeof window.location === 'undefined') return undefined;
  return langOfPath(window.location.pathname);
}
