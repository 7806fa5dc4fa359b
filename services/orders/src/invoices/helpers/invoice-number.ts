/**
 * Document numbers: PREFIX/YY-YY/NNNNNN, one gap-free series per kind of document and financial
 * year (1 April to 31 March, India time): tax invoices RMJ/25-26/000042, credit notes
 * CN/25-26/000001. 16 characters at most, GST's limit.
 */
import { INVOICE_NUMBER_MAX_LENGTH } from '@rmj/contracts';

/** The tax invoices' series prefix. */
export const INVOICE_PREFIX = 'RMJ';
/** The credit notes' series prefix (a series of its own, as GST wants). */
export const CREDIT_NOTE_PREFIX = 'CN';
/** Digits of the running number (999,999 documents a year). */
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

/** The series a document with `prefix` issued at `at` belongs to: "RMJ/25-26", "CN/25-26". */
export const documentSeries = (prefix: string, at: Date): string => `${prefix}/${financialYear(at)}`;

/** The series an invoice issued at `at` belongs to: "RMJ/25-26". */
export const invoiceSeries = (at: Date): string => documentSeries(INVOICE_PREFIX, at);

/** The series a credit note issued at `at` belongs to: "CN/25-26". */
export const creditNoteSeries = (at: Date): string => documentSeries(CREDIT_NOTE_PREFIX, at);

/** The number of the `seq`-th document of a series. */
export function formatDocumentNumber(series: string, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1 || seq >= 10 ** SEQ_DIGITS)
    throw new RangeError(`document seq out of range: ${seq}`);
  const number = `${series}/${String(seq).padStart(SEQ_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`document number too long: ${number}`);
  return number;
}

/** The number of the `seq`-th invoice of a series. */
export const formatInvoiceNumber = formatDocumentNumber;
