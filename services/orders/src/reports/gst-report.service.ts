/** The GST figures of a month (India time) from the invoices and credit notes issued in it. */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { GstMonthReport } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { CreditNote } from '../credit-notes/credit-note.schema';
import { Invoice } from '../invoices/invoice.schema';
import { gstMonthReport } from './gst-month';
import { monthMoments } from './report-periods';

@Injectable()
export class GstReports {
  constructor(
    @InjectModel(Invoice.name) private readonly invoices: Model<Invoice>,
    @InjectModel(CreditNote.name) private readonly creditNotes: Model<CreditNote>,
  ) {}

  async month(month: string): Promise<GstMonthReport> {
    const { start, end } = monthMoments(month);
    const issued = { issuedAt: { $gte: start, $lt: end } };
    const [invoices, creditNotes] = await Promise.all([
      this.invoices.find(issued).lean<Invoice[]>().exec(),
      this.creditNotes.find(issued).lean<CreditNote[]>().exec(),
    ]);
    return gstMonthReport(month, invoices, creditNotes);
  }
}
