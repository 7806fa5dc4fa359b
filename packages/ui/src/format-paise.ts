// Figures of a jeweller's price breakup arrive in paise (integers, @rmj/pricing's unit); they are
// turned into rupees only here, for display, and times are India time whatever the device says, so
// the server-rendered HTML and the browser's render read the same.
import { formatINR } from './format-inr';

/** Paise as rupees: '₹7,152' for whole rupees, '₹1,234.50' otherwise. */
export function formatPaise(paise: number): string {
  if (!Number.isFinite(paise)) return formatINR(0);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  // Whole rupees and paise kept apart until the end: the formatter sees an exact two-decimal figure.
  const rupees = Math.trunc(abs / 100);
  const rest = abs % 100;
  return sign + formatINR(rest === 0 ? rupees : Number(`${rupees}.${String(rest).padStart(2, '0')}`));
}

// Each formatter is made on its first use, not when the module loads: the first Intl object a page makes
// costs milliseconds (locale and time-zone data), and most pages never show a weight or a time, while
// this module loads with every page's start-up.
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const grams = once(() => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 3 }));

/** Milligrams as grams: 4250 → '4.25 g'. */
export function formatGrams(mg: number): string {
  return `${grams().format(mg / 1000)} g`;
}

const time = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    }),
);
const day = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }));

/** An ISO time as '10:42' (24-hour, India time); empty for an unreadable one. */
export function indiaClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time().format(date);
}

/** An ISO time as '29 Nov' (India date); empty for an unreadable one. */
export function indiaDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : day().format(date);
}
