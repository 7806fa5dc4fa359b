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
