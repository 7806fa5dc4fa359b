/**
 * What a GST credit note says, worked out once when it is issued and stored with it (the PDF is
 * drawn from this alone). It reverses part or all of one tax invoice: the seller, buyer, place of
 * supply and tax mode are the invoice's, so the tax is reversed under the heads it was charged.
 */
import type { TaxedAmounts, TaxMode } from '@rmj/pricing';
import type { InvoiceContent, InvoiceLine, InvoiceSeller } from '../invoices/invoice-content';

export interface CreditNoteContent {
  seller: InvoiceSeller;
  buyer: InvoiceContent['buyer'];
  placeOfSupply: InvoiceContent['placeOfSupply'];
  taxMode: TaxMode;
  /** GST rate of the invoice, percent. */
  ratePercent: number;
  /** Why the money went back (a return, a partial refund, an exchange). */
  reason: string;
  /** The invoice's lines being reversed, positive amounts (paise). */
  lines: InvoiceLine[];
  /** Equals the money refunded (or credited) to the paisa. */
  total: TaxedAmounts;
  totalInWords: string;
}
