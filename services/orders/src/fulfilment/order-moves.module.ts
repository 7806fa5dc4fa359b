import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { CreditNotesModule } from '../credit-notes/credit-notes.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { JobSlot, JobSlotSchema } from '../reconcile/job-slot.schema';
import { OrderMoveRecord, OrderMoveRecordSchema } from './order-move.schema';
import { MoveMails } from './move-mails.service';
import { MovesLeftOver } from './moves-left-over.service';
import { OrderMovesService } from './order-moves.service';
import { OrderProgress } from './order-progress.service';

/**
 * The order's moves: OrderMovesService (used by fulfilment and refunds), OrderProgress (the
 * shopper's tracking and my-orders fields), MoveMails (OrderMoved's e-mail and invoice) and
 * MovesLeftOver (finishes moves whose request stopped half-way).
 * Imports InvoicesModule: the Shipped e-mail attaches the invoice; CreditNotesModule: the shopper's views list them. Re-exports the orders area's audit trail for FulfilmentModule.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OrderMoveRecord.name, schema: OrderMoveRecordSchema },
      { name: Order.name, schema: OrderSchema },
      { name: JobSlot.name, schema: JobSlotSchema },
    ]),
    InvoicesModule,
    CreditNotesModule,
    MailModule,
    StaffAuditModule.forArea('orders'),
  ],
  providers: [OrderMovesService, OrderProgress, MoveMails, MovesLeftOver],
  exports: [OrderMovesService, OrderProgress, MovesLeftOver, StaffAuditModule],
})
export class OrderMovesModule {}
