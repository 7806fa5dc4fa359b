// The shell's index.html in the page's language: `<html lang>` from the address (/ta/… is Tamil), and
// on a page whose language has its own text font (Tamil), a preload of that font's file, which the
// shell's build names in a meta tag (its file name carries a content hash). English pages never
// preload it; the browser fetches it only where Tamil letters are drawn in it (unicode-range).
import { languageFontMeta, shopLanguageOfPath, type ShopLanguage } from '@rmj/contracts';

// The build minifies index.html: attribute quotes may be left out (`<html lang=en>`).
const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang=(?:"[^"]*"|'[^']*'|[^\s"'>]+)/i;
const HEAD_TAG = /<head\b[^>]*>/i;
const META = /<meta\b[^>]*>/gi;
const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/** The address of `lang`'s text font as the shell's index.html names it, if it does. */
export function languageFontOf(indexHtml: string, lang: ShopLanguage): string | undefined {
  const name = languageFontMeta(lang);
  for (const [tag] of indexHtml.matchAll(META)) {
    if (attribute(tag, 'name') === name) return attribute(tag, 'content');
  }
  return undefined;
}

/** index.html for the page at `url` (path and query): its language on <html>, its font preloaded. */
export function inPageLanguage(indexHtml: string, url: string): string {
  const lang = shopLanguageOfPath(url.split(/[?#]/)[0]);
  let html = indexHtml.replace(HTML_TAG, (tag) => {
    if (attribute(tag, 'lang') === lang) return tag;
    return LANG_ATTRIBUTE.test(tag)
      ? tag.replace(LANG_ATTRIBUTE, ` lang="${lang}"`)
      : tag.replace(/^<html/i, `<html lang="${lang}"`);
  });
  const font = lang === 'en' ? undefined : languageFontOf(indexHtml, lang);
  // First in the head: the font is asked for with the style sheets, before the text it draws.
  if (font && /^\/(?!\/)[^"'<>\s]*$/.test(font)) {
    html = html.replace(
      HEAD_TAG,
      (tag) => `${tag}<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`,
    );
  }
  return html;
}
