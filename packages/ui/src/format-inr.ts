import { formatRupees, type Lang } from '@rmj/i18n';

/**
 * Formats rupees for display: '₹1,23,456' (Indian digit grouping, the same in both languages); paise
 * are kept only when present ('₹99.50').
 */
export function formatINR(amount: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(amount)) return formatRupees(0, lang);
  return Number.isInteger(amount)
    ? formatRupees(amount, lang)
    : formatRupees(Math.round(amount * 100), lang, { paise: true });
}
