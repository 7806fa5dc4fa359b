import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreditNote, CreditNoteSchema } from '../credit-notes/credit-note.schema';
import { Invoice, InvoiceSchema } from '../invoices/invoice.schema';
import { Order, OrderSchema } from '../orders/order.schema';
import { LinkPaymentRecord, LinkPaymentSchema } from '../orders/payment-request.schema';
import { OrderRefundRecord, OrderRefundRecordSchema } from '../refunds/order-refund.schema';
import { GstReports } from './gst-report.service';
import { ReportsController } from './reports.controller';
import { SalesReports } from './sales-report.service';

/** The owner's reports: reads only, over orders, payments, refunds, invoices and credit notes. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: Invoice.name, schema: InvoiceSchema },
      { name: CreditNote.name, schema: CreditNoteSchema },
      { name: OrderRefundRecord.name, schema: OrderRefundRecordSchema },
      { name: LinkPaymentRecord.name, schema: LinkPaymentSchema },
    ]),
  ],
  controllers: [ReportsController],
  providers: [SalesReports, GstReports],
})
export class ReportsModule {}
