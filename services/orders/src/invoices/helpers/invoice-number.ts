/**
 * Invoice numbers: PREFIX/YY-YY/NNNNNN, one gap-free series per financial year (1 April to
 * 31 March, India time), e.g. RMJ/25-26/000042: 16 characters, GST's limit.
 */
import { INVOICE_NUMBER_MAX_LENGTH } from '@rmj/contracts';

/** The series' fixed prefix. */
export const INVOICE_PREFIX = 'RMJ';
/** Digits of the running number (999,999 invoices a year). */
const SEQ_DIGITS = 6;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year of an instant in India: "25-26" for 1 April 2025 00:00 IST to 31 March 2026 23:59 IST. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(year)}-${yy(year + 1)}`;
}

/** The series an invoice issued at `at` belongs to: "RMJ/25-26". */
export const invoiceSeries = (at: Date): string => `${INVOICE_PREFIX}/${financialYear(at)}`;

/** The number of the `seq`-th invoice of a series. */
export function formatInvoiceNumber(series: string, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1 || seq >= 10 ** SEQ_DIGITS)
    throw new RangeError(`invoice seq out of range: ${seq}`);
  const number = `${series}/${String(seq).padStart(SEQ_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`invoice number too long: ${number}`);
  return number;
}
