/**
 * GST tax invoices: issued once per order when it ships (OrderMovesService calls
 * `issueFor`), numbered in a gap-free series per financial year; the PDF is drawn on demand from
 * the figures stored at issue.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { findDoc, findDocs } from '@rmj/nest-common';
import { invoiceFileName, type InvoiceSummary } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { Order } from '../orders/order.schema';
import { formatInvoiceNumber, invoiceSeries } from './helpers/invoice-number';
import { insertNextInSeries } from './helpers/numbered-series';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { buildInvoiceContent } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';
import { Invoice } from './invoice.schema';

/** An invoice's PDF and the name it downloads as. */
export interface InvoicePdf {
  fileName: string;
  pdf: Buffer;
}

const summaryOf = (invoice: Pick<Invoice, 'invoiceNumber' | 'issuedAt'>): InvoiceSummary => ({
  invoiceNumber: invoice.invoiceNumber,
  issuedAt: new Date(invoice.issuedAt).toISOString(),
});

@Injectable()
export class InvoicesService {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    @InjectModel(Invoice.name) private readonly invoices: Model<Invoice>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly shopSettings: ShopSettingsClient,
  ) {}

  /**
   * Exactly once per order, also when called concurrently (insertNextInSeries): a duplicate order
   * id means another call issued it (its invoice is answered), a duplicate number means another
   * order took it (the next is tried).
   */
  async issueFor(order: Order, now = new Date()): Promise<InvoiceSummary> {
    const existing = await this.find(order._id);
    if (existing) return summaryOf(existing);
    const content = buildInvoiceContent(order, await this.shopSettings.seller());
    const series = invoiceSeries(now);
    const { doc, inserted } = await insertNextInSeries(this.invoices, series, (seq) => ({
      _id: order._id,
      series,
      seq,
      invoiceNumber: formatInvoiceNumber(series, seq),
      orderNumber: order.orderNumber,
      issuedAt: now,
      content,
    }));
    if (inserted) {
      this.logger.log({ msg: 'invoice issued', orderNumber: order.orderNumber, invoiceNumber: doc.invoiceNumber });
    }
    return summaryOf(doc);
  }

  async summaryFor(orderId: string): Promise<InvoiceSummary | undefined> {
    const invoice = await this.find(orderId);
    return invoice ? summaryOf(invoice) : undefined;
  }

  /** The invoices of several orders in one read, by order id (orders without one are absent). */
  async summariesFor(orderIds: readonly string[]): Promise<Map<string, InvoiceSummary>> {
    if (orderIds.length === 0) return new Map();
    const found = await findDocs(this.invoices, { _id: { $in: [...orderIds] } }, { invoiceNumber: 1, issuedAt: 1 });
    return new Map(found.map((invoice) => [invoice._id, summaryOf(invoice)]));
  }

  /** undefined until issued. */
  async pdfFor(orderId: string): Promise<{ fileName: string; pdf: Buffer } | undefined> {
    const invoice = await this.find(orderId);
    if (!invoice) return undefined;
    return {
      fileName: invoiceFileName(invoice.invoiceNumber),
      pdf: await renderInvoicePdf(invoice.invoiceNumber, new Date(invoice.issuedAt), invoice.content),
    };
  }

  /**
   * The PDF of the order numbered `orderNumber`: 'no-order' when there is none or it is not
   * `ownerId`'s (when given; someone else's order is not told apart from a missing one), 'not-yet'
   * before it is issued.
   */
  async pdfForOrderNumber(orderNumber: string, ownerId?: string): Promise<InvoicePdf | 'no-order' | 'not-yet'> {
    const order = await this.orders
      .findOne({ orderNumber })
      .select({ _id: 1, userId: 1 })
      .lean<Pick<Order, '_id' | 'userId'>>()
      .exec();
    if (!order || (ownerId !== undefined && order.userId !== ownerId)) return 'no-order';
    return (await this.pdfFor(order._id)) ?? 'not-yet';
  }

  private find(orderId: string): Promise<Invoice | null> {
    return findDoc(this.invoices, { _id: orderId });
  }
}
