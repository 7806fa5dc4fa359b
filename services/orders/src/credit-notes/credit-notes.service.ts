/**
 * GST credit notes: issued once per refund processed after the order's tax invoice (RefundsService
 * calls `issueFor` when it settles a refund, before the customer's e-mail, which attaches it),
 * numbered in their own gap-free series per financial year. An order without an invoice (cancelled
 * before it shipped) gets none. The PDF is drawn on demand from the figures stored at issue.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { creditNoteFileName, type CreditNoteSummary } from '@rmj/contracts';
import { findDoc, withLease } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { creditNoteSeries, formatDocumentNumber } from '../invoices/helpers/invoice-number';
import { insertNextInSeries } from '../invoices/helpers/numbered-series';
import { Invoice } from '../invoices/invoice.schema';
import { Order } from '../orders/order.schema';
import { buildCreditNoteContent, creditableLeft, type CreditReason } from './credit-note-lines';
import { renderCreditNotePdf } from './credit-note-pdf';
import { CreditNote } from './credit-note.schema';

/** The refund a credit note is for. */
export interface CreditedRefund {
  /** The refund record's key (the note's _id: one note per refund). */
  key: string;
  orderId: string;
  /** What it credits, paise; absent: all the invoice has left (goods that came back whole, unpaid). */
  amountPaise?: number;
  reason: CreditReason;
}

/** A credit note's PDF, its number and the name it downloads as. */
export interface CreditNotePdf {
  creditNoteNumber: string;
  fileName: string;
  pdf: Buffer;
}

/** How long another refund of the same order may hold the order's notes (it reads and inserts only). */
const LEASE = { staleMs: 30_000, waitMs: 15_000 };

const summaryOf = (note: Pick<CreditNote, 'creditNoteNumber' | 'issuedAt' | 'content'>): CreditNoteSummary => ({
  creditNoteNumber: note.creditNoteNumber,
  issuedAt: new Date(note.issuedAt).toISOString(),
  amount: note.content.total.net,
});

const SUMMARY_FIELDS = { creditNoteNumber: 1, issuedAt: 1, orderId: 1, 'content.total.net': 1 };

@Injectable()
export class CreditNotesService {
  private readonly logger = new Logger(CreditNotesService.name);

  constructor(
    @InjectModel(CreditNote.name) private readonly notes: Model<CreditNote>,
    @InjectModel(Invoice.name) private readonly invoices: Model<Invoice>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
  ) {}

  /**
   * The credit note of a processed refund, issued exactly once per refund key, also when called
   * concurrently or again (a duplicate webhook); undefined when the order has no tax invoice. The
   * notes of one order are worked out one at a time (a lease on the order), so each reverses what
   * the ones before it left; notes of different orders are numbered concurrently.
   */
  async issueFor(refund: CreditedRefund, now = new Date()): Promise<CreditNote | undefined> {
    const existing = await this.find(refund.key);
    if (existing) return existing;
    const invoice = await findDoc(this.invoices, { _id: refund.orderId });
    if (!invoice) return undefined;
    return withLease(
      this.notes,
      `credit-note:${refund.orderId}`,
      async () => {
        const again = await this.find(refund.key);
        if (again) return again;
        const earlier = await this.notesOf(refund.orderId);
        const left = creditableLeft(
          invoice.content,
          earlier.map((n) => n.content),
        );
        const amountPaise = refund.amountPaise ?? left;
        if (amountPaise <= 0 || amountPaise > left) {
          // Never a note for more than the invoice has left (a refund of money paid beyond it).
          this.logger.error({
            msg: 'no credit note: the refund is more than is left of the invoice',
            key: refund.key,
            amountPaise,
            leftPaise: left,
          });
          return undefined;
        }
        const content = buildCreditNoteContent(
          invoice.content,
          earlier.map((n) => n.content),
          amountPaise,
          refund.reason,
        );
        const series = creditNoteSeries(now);
        const { doc, inserted } = await insertNextInSeries(this.notes, series, (seq) => ({
          _id: refund.key,
          series,
          seq,
          creditNoteNumber: formatDocumentNumber(series, seq),
          orderId: refund.orderId,
          orderNumber: invoice.orderNumber,
          invoiceNumber: invoice.invoiceNumber,
          invoiceIssuedAt: invoice.issuedAt,
          issuedAt: now,
          content,
        }));
        if (inserted) {
          this.logger.log({
            msg: 'credit note issued',
            orderNumber: invoice.orderNumber,
            creditNoteNumber: doc.creditNoteNumber,
            amountPaise,
          });
        }
        return doc;
      },
      LEASE,
    );
  }

  /** The order's credit notes, oldest first. */
  async listFor(orderId: string): Promise<CreditNoteSummary[]> {
    return (await this.notesOf(orderId)).map(summaryOf);
  }

  /** The credit notes of several orders in one read, by order id (orders without any are absent). */
  async summariesFor(orderIds: readonly string[]): Promise<Map<string, CreditNoteSummary[]>> {
    const by = new Map<string, CreditNoteSummary[]>();
    if (orderIds.length === 0) return by;
    const found = await this.notes
      .find({ orderId: { $in: [...orderIds] } }, SUMMARY_FIELDS)
      .sort({ issuedAt: 1, seq: 1 })
      .lean<CreditNote[]>()
      .exec();
    for (const note of found) by.set(note.orderId, [...(by.get(note.orderId) ?? []), summaryOf(note)]);
    return by;
  }

  /** The PDF of the credit note of refund `key`, undefined when there is none. */
  async pdfFor(key: string): Promise<CreditNotePdf | undefined> {
    const note = await this.find(key);
    return note ? this.pdfOf(note) : undefined;
  }

  /**
   * One credit note of the order numbered `orderNumber`, named by `ref` (CN-25-26-000001, or its
   * running number): 'no-order' when there is no such order or it is not `ownerId`'s (when given;
   * someone else's order is not told apart from a missing one), 'no-note' when it has no such note.
   */
  async pdfForOrderNumber(
    orderNumber: string,
    ref: string,
    ownerId?: string,
  ): Promise<CreditNotePdf | 'no-order' | 'no-note'> {
    const order = await this.orders
      .findOne({ orderNumber })
      .select({ _id: 1, userId: 1 })
      .lean<Pick<Order, '_id' | 'userId'>>()
      .exec();
    if (!order || (ownerId !== undefined && order.userId !== ownerId)) return 'no-order';
    const byNumber = /^CN-(\d\d-\d\d)-(\d{6})$/.exec(ref);
    const filter = byNumber
      ? { orderId: order._id, creditNoteNumber: `CN/${byNumber[1]}/${byNumber[2]}` }
      : { orderId: order._id, seq: Number(ref) };
    const [note] = await this.notes.find(filter).sort({ issuedAt: 1 }).limit(1).lean<CreditNote[]>().exec();
    return note ? this.pdfOf(note) : 'no-note';
  }

  private async pdfOf(note: CreditNote): Promise<CreditNotePdf> {
    return {
      creditNoteNumber: note.creditNoteNumber,
      fileName: creditNoteFileName(note.creditNoteNumber),
      pdf: await renderCreditNotePdf(
        {
          creditNoteNumber: note.creditNoteNumber,
          issuedAt: new Date(note.issuedAt),
          invoiceNumber: note.invoiceNumber,
          invoiceIssuedAt: new Date(note.invoiceIssuedAt),
          orderNumber: note.orderNumber,
        },
        note.content,
      ),
    };
  }

  private notesOf(orderId: string): Promise<CreditNote[]> {
    return this.notes.find({ orderId }).sort({ issuedAt: 1, seq: 1 }).lean<CreditNote[]>().exec();
  }

  private find(key: string): Promise<CreditNote | null> {
    return findDoc(this.notes, { _id: key });
  }
}
