// What every component of this remote shows in the page's language beside its own words: texts the
// server sent (in Tamil when recognised), money and times.
import { useCallback } from 'react';
import { formatDate, formatRupees, useLang } from '@rmj/i18n';
import { words } from '../i18n';
import { indiaDateTime } from './india-time';
import { knownMessage } from './known-message';

/** A server's (or schema's) English text as the page shows it: as sent on English pages, in Tamil when known. */
export function useServerWords(): <T extends string | undefined>(text: T) => T {
  const lang = useLang();
  const t = words.useT();
  return useCallback(
    <T extends string | undefined>(text: T): T => {
      if (text === undefined || lang === 'en') return text;
      const known = knownMessage(text);
      return (known ? t(known.key, known.values) : text) as T;
    },
    [lang, t],
  );
}

/** Rupees as the shop prints them ('₹1,23,456'; paise kept when there are any: '₹99.50'). */
export function useMoney(): (rupees: number) => string {
  const lang = useLang();
  return useCallback(
    (rupees: number) =>
      Number.isInteger(rupees)
        ? formatRupees(rupees, lang)
        : formatRupees(Math.round(rupees * 100), lang, { paise: true }),
    [lang],
  );
}

/**
 * A time on the tracking pages in India time: English keeps its pinned form ('Thu, 26 Nov 2026,
 * 3:05 pm'); Tamil pages use the shop's Tamil date with the month's Tamil name.
 */
export function useDateTime(): (iso: string) => string {
  const lang = useLang();
  return useCallback(
    (iso: string) => (lang === 'en' ? indiaDateTime(iso) : formatDate(iso, lang, 'dateTime') || iso),
    [lang],
  );
}
