import { Injectable } from '@nestjs/common';
import type { InvoiceSummary } from '@rmj/contracts';
import type { Order } from '../orders/order.schema';

/** GST tax invoices (issue 18): issued once per order when it ships; the PDF is made on demand. */
@Injectable()
export class InvoicesService {
  /** Exactly once per order; gap-free number per financial year. */
  // eslint-disable-next-line @typescript-eslint/require-await
  async issueFor(order: Order): Promise<InvoiceSummary> {
    throw new Error(`not yet: ${order.orderNumber}`);
  }

  // eslint-disable-next-line @typescript-eslint/require-await
  async summaryFor(orderId: string): Promise<InvoiceSummary | undefined> {
    return orderId ? undefined : undefined;
  }

  /** undefined until issued. */
  // eslint-disable-next-line @typescript-eslint/require-await
  async pdfFor(orderId: string): Promise<{ fileName: string; pdf: Buffer } | undefined> {
    return orderId ? undefined : undefined;
  }
}
