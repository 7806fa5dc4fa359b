import { INVOICE_NUMBER_MAX_LENGTH, invoiceFileName } from '@rmj/contracts';
import {
  creditNoteSeries,
  financialYear,
  formatDocumentNumber,
  formatInvoiceNumber,
  invoiceSeries,
} from './invoice-number';

describe('invoice numbers', () => {
  it('formats the 42nd invoice of 2025-26 in 16 characters', () => {
    const number = formatInvoiceNumber('RMJ/25-26', 42);
    expect(number).toBe('RMJ/25-26/000042');
    expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(invoiceFileName(number)).toBe('RMJ-25-26-000042.pdf');
    expect(formatInvoiceNumber('RMJ/25-26', 999_999)).toBe('RMJ/25-26/999999');
  });

  it('refuses numbers the series cannot hold', () => {
    expect(() => formatInvoiceNumber('RMJ/25-26', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('RMJ/25-26', 1_000_000)).toThrow(RangeError);
  });

  it('turns the year at midnight of 1 April, India time', () => {
    // 31 March 2026 23:59 IST = 18:29 UTC; 1 April 2026 00:00 IST = 31 March 18:30 UTC.
    expect(financialYear(new Date('2026-03-31T23:59:59+05:30'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
    expect(invoiceSeries(new Date('2026-01-15T10:00:00Z'))).toBe('RMJ/25-26');
    expect(invoiceSeries(new Date('2099-12-01T10:00:00Z'))).toBe('RMJ/99-00');
  });
});

describe('credit note numbers', () => {
  it('run their own series per financial year, CN/25-26/000001, in 16 characters', () => {
    const series = creditNoteSeries(new Date('2026-03-31T23:59:00+05:30'));
    expect(series).toBe('CN/25-26');
    expect(creditNoteSeries(new Date('2026-04-01T00:00:00+05:30'))).toBe('CN/26-27');
    expect(formatDocumentNumber(series, 1)).toBe('CN/25-26/000001');
    expect(formatDocumentNumber(series, 999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
  });
});
