/**
 * The shopper's language remembered: a page navigation to an English address, from a browser whose
 * `rmj_lang` cookie says 'ta' (set by the shell's language switch), is sent to the same page's Tamil
 * address (302). Never the back office (English only), the API or a file (only what goesToRender
 * calls a page). The answer depends on the cookie: private, not stored, Vary: Cookie. Choosing English
 * in the switch sets the cookie to 'en', which stops this.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  isStaffPath,
  pathInShopLanguage,
  SHOP_LANGUAGE_COOKIE,
  shopLanguageOf,
  shopLanguageOfPath,
} from '@rmj/contracts';
import { goesToRender } from './render-pages';

/** The value of cookie `name` in a Cookie header, if it is there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function languageRedirect(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (goesToRender(req) !== 'page' || shopLanguageOfPath(req.path) !== 'en' || isStaffPath(req.path)) return next();
    const wanted = shopLanguageOf(cookieValue(req.headers.cookie, SHOP_LANGUAGE_COOKIE));
    if (wanted === 'en') return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('Cookie');
    res.redirect(302, pathInShopLanguage(req.originalUrl, wanted));
  };
}
