import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreditNote, CreditNoteSchema } from '../credit-notes/credit-note.schema';
import { Invoice, InvoiceSchema } from '../invoices/invoice.schema';
import { OpenCheckout, OpenCheckoutSchema } from '../orders/open-checkout.schema';
import { Order, OrderSchema } from '../orders/order.schema';
import { PaymentRefund, PaymentRefundSchema } from '../orders/payment-refund.schema';
import { PendingOrder, PendingOrderSchema } from '../orders/pending-order.schema';
import { OrderRefundRecord, OrderRefundRecordSchema } from '../refunds/order-refund.schema';
import { OrderErasureController } from './order-erasure.controller';
import { OrderErasureService } from './order-erasure.service';

/** A deleted account's orders: anonymised, invoices and credit notes kept and masked (identity's internal call). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: Invoice.name, schema: InvoiceSchema },
      { name: CreditNote.name, schema: CreditNoteSchema },
      { name: PendingOrder.name, schema: PendingOrderSchema },
      { name: OpenCheckout.name, schema: OpenCheckoutSchema },
      { name: OrderRefundRecord.name, schema: OrderRefundRecordSchema },
      { name: PaymentRefund.name, schema: PaymentRefundSchema },
    ]),
  ],
  controllers: [OrderErasureController],
  providers: [OrderErasureService],
})
export class ErasureModule {}
