/**
 * GST tax invoices: one per order, numbered once in a gap-free series per financial year
 * (April-March), at most 16 characters (GST rule 46). The PDF is made by the orders service.
 */
import { z } from 'zod';

/** GST's limit on an invoice number's length. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** HSN code of articles of jewellery of precious metal. */
export const JEWELLERY_HSN = '7113';
/** GST rate on jewellery, in percent (CGST + SGST halves, or IGST whole): defined once, with the price arithmetic. */
export { JEWELLERY_GST_PERCENT } from '@rmj/pricing';

/** The invoice of an order, as the order page and the shopper's recent orders see it. */
export const invoiceSummarySchema = z.object({
  /** e.g. RMJ/25-26/000042. */
  invoiceNumber: z.string().max(INVOICE_NUMBER_MAX_LENGTH),
  /** ISO 8601. */
  issuedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** 404 message when an order has no invoice yet (it is issued when the order ships). */
export const INVOICE_NOT_YET_MESSAGE = 'The tax invoice is issued when the order ships.';

/**
 * A GST credit note: issued once per refund processed after the tax invoice, against that invoice,
 * numbered in its own gap-free series per financial year (CN/25-26/000001). The PDF is made by the
 * orders service.
 */
export const creditNoteSummarySchema = z.object({
  /** e.g. CN/25-26/000001. */
  creditNoteNumber: z.string().max(INVOICE_NUMBER_MAX_LENGTH),
  /** ISO 8601. */
  issuedAt: z.string(),
  /** What it credits (the money refunded), in paise. */
  amount: z.number().int(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** An order's credit notes, oldest first (absent on answers from before credit notes, and when there are none). */
export const creditNotesSchema = z.array(creditNoteSummarySchema);

/**
 * How a download names one credit note of an order: its number as in its file name
 * (CN-25-26-000001), or its running number alone (1).
 */
export const CREDIT_NOTE_REF_PATTERN = /^(?:CN-\d\d-\d\d-\d{6}|\d{1,6})$/;

/** The path segment of a credit note's download: CN/25-26/000001 → CN-25-26-000001. */
export const creditNoteRef = (creditNoteNumber: string): string => creditNoteNumber.replaceAll('/', '-');

/** The credit note PDF's file name: CN-25-26-000001.pdf. */
export const creditNoteFileName = (creditNoteNumber: string): string => `${creditNoteRef(creditNoteNumber)}.pdf`;

/** 404 message when an order has no such credit note. */
export const CREDIT_NOTE_NOT_FOUND_MESSAGE = 'This order has no such credit note.';
