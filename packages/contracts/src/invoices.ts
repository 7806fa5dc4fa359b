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
