// Numbers, money and dates as India writes them, in either language. Money stays an integer
// (rupees or paise) until here, the edge (STYLE.md).
import { LOCALES, type Lang } from './lang';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${lang}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], options);
    cache.set(key, format);
  }
  return format;
}
function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${lang}${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'Asia/Kolkata', ...options });
    cache.set(key, format);
  }
  return format;
}

/** A count with Indian grouping: 123456 → '1,23,456' (Latin digits in both languages, as Tamil Nadu's shops print them). */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Whole rupees as the shop prints a price: 123456 → '₹1,23,456'; with `paise`, an amount in paise
 * keeps its paise when it has any (12345650 → '₹1,23,456.50').
 */
export function formatRupees(amount: number, lang: Lang, { paise = false }: { paise?: boolean } = {}): string {
  const rupees = paise ? amount / 100 : amount;
  const fraction = paise && amount % 100 !== 0 ? 2 : 0;
  return numberFormat(lang, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(rupees);
}

export type DateStyle = 'date' | 'dateTime' | 'monthYear' | 'time';
const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  monthYear: { month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/** A date in India's time, month by name in the page's language: '30 November 2026', '30 நவம்பர், 2026'. */
export function formatDate(value: Date | string | number, lang: Lang, style: DateStyle = 'date'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(lang, DATE_STYLES[style]).format(date);
}
