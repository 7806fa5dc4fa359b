// The language the services should answer a call in: the page's. A Tamil page's address is under
// /ta, so the browser knows it from its address; a server render has no address here (it renders
// either language from one process) and calls only to read public data, so it says English.
import type { ShopLanguage } from '@rmj/contracts';
import { browserLang } from '@rmj/i18n';

/** The page's language as calls carry it in SHOP_LANGUAGE_HEADER: the address's, or 'en' on the server. */
export function pageLanguage(): ShopLanguage {
  return browserLang() ?? 'en';
}
