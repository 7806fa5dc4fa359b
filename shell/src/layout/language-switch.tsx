// English | தமிழ்: the same page in the other language. A real link (it works before the page's
// scripts have run, and a crawler follows it); a full page load, since the other language is another
// address rendered by the server with other words. The choice is remembered in a cookie for the
// shopper's next visit (the gateway sends an English address to its Tamil one while it says ta).
import type { JSX } from 'react';
import { useLocation } from '@rmj/router';
import { LANG_COOKIE, LANG_NAMES, LANGS, pathInLang, useLang, type Lang } from '@rmj/i18n';
import { words } from '../i18n';

/** How long the choice is remembered: a year. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers `lang` for the next visit (every page of the shop reads it, scripts need not). */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The language switch; `className` places it (header or mobile menu). */
export function LanguageSwitch({ className }: { className?: string }): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  // Inside the router the path is the route's (no /ta): the address in each language is built from it.
  const { pathname, search } = useLocation();
  return (
    <div role="group" className={['sh-lang', className].filter(Boolean).join(' ')} aria-label={t('language.label')}>
      {LANGS.map((other, index) => (
        <span key={other} className="sh-lang__item">
          {index > 0 && (
            <span className="sh-lang__bar" aria-hidden="true">
              |
            </span>
          )}
          {other === lang ? (
            <span className="sh-lang__current" lang={other} aria-current="true">
              {LANG_NAMES[other]}
            </span>
          ) : (
            <a
              className="sh-lang__link"
              href={pathInLang(`${pathname}${search}`, other)}
              lang={other}
              hrefLang={other}
              onClick={() => rememberLang(other)}
              // A middle click (a new tab) chooses the language too.
              onAuxClick={() => rememberLang(other)}
            >
              {LANG_NAMES[other]}
            </a>
          )}
        </span>
      ))}
    </div>
  );
}
