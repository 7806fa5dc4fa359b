// The "Download tax invoice" button's behaviour: fetch the shopper's invoice with their token and
// save it under the contract's file name; while it comes the button waits, a refusal shows the
// server's message.
import { invoiceFileName, type InvoiceSummary } from '@rmj/contracts';
import { serverMessage } from '@rmj/api-client';
import { useMyOrderInvoiceMutation } from '../api/my-order-invoice';

/** Shown when the invoice could not be fetched and the server said nothing readable. */
export const INVOICE_DOWNLOAD_FAILED = 'The tax invoice could not be downloaded. Please try again.';

export function useInvoiceDownload(
  orderNumber: string,
  invoice: InvoiceSummary,
): { download: () => void; downloading: boolean; problem?: string } {
  const [fetchInvoice, { isLoading, isError, error }] = useMyOrderInvoiceMutation();
  return {
    download: () => void fetchInvoice({ call: { orderNumber }, fileName: invoiceFileName(invoice.invoiceNumber) }),
    downloading: isLoading,
    problem: isError ? (serverMessage(error) ?? INVOICE_DOWNLOAD_FAILED) : undefined,
  };
}
