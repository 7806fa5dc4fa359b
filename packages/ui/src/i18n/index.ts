// The shared pieces' words. Every remote and the shell render these pieces, some under no provider of
// ours at all, so they do not read react-intl's context: English is in this chunk (a card never waits
// for it, and an English page is byte for byte what it was), Tamil is its own chunk, loaded by the
// route of a Tamil page beside the page's own words (`uiWords.load()`), and a piece on a Tamil page
// whose words are not here yet suspends until they are. The messages take plain `{value}` arguments
// only (no plural or select), which is why a small filler suffices.
import { use } from 'react';
import { createCatalogue, useLang } from '@rmj/i18n';
import en from './en';

export type UiKey = keyof typeof en;

/** The shared pieces' catalogue: `uiWords.load()` in a route's load on pages that show a card, a pager or an error box. */
// The Tamil chunk is named (ui-words-ta) so the first-load budget of Tamil pages can find it.
export const uiWords = createCatalogue('ui', {
  en: () => Promise.resolve(en),
  ta: () => import(/* webpackChunkName: "ui-words-ta" */ './ta'),
});

// Started as soon as the pieces are imported (in the browser the page's language, on the server
// both), so a remote that does not load them in its route finds them here all the same, or nearly.
uiWords.load().catch(() => undefined);

/** Looks a shared piece's message up and fills its `{value}` arguments. */
export type UiTranslate = (key: UiKey, values?: Record<string, string | number>) => string;

function fill(message: string, values?: Record<string, string | number>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The shared pieces' words in the page's language (`useLang()`), for a piece and for a remote wording a card (badges). */
export function useUiT(): UiTranslate {
  const lang = useLang();
  const messages: Readonly<Record<UiKey, string>> =
    lang === 'en' ? en : (uiWords.peek(lang) ?? use(uiWords.load(lang)));
  return (key, values) => fill(messages[key], values);
}
