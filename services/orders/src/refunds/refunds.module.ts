import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CreditNotesModule } from '../credit-notes/credit-notes.module';
import { OrderMovesModule } from '../fulfilment/order-moves.module';
import { NoticesModule } from '../notices/notices.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { PaymentsModule } from '../payments/payments.module';
import {
  OrderRefundRecord,
  OrderRefundRecordSchema,
  RefundAttempt,
  RefundAttemptSchema,
  RefundSettlement,
  RefundSettlementSchema,
} from './order-refund.schema';
import { RefundsService } from './refunds.service';

/**
 * Refunds: RefundsService (cancellation and staff refunds, their webhooks, and the RefundRequested
 * event that asks again for refunds the provider did not get) and the refund records. Imports
 * OrderMovesModule: a processed refund moves a cancelled or returned order to Refunded;
 * CreditNotesModule: a refund processed after the tax invoice gets its credit note.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OrderRefundRecord.name, schema: OrderRefundRecordSchema },
      { name: RefundSettlement.name, schema: RefundSettlementSchema },
      { name: RefundAttempt.name, schema: RefundAttemptSchema },
      { name: Order.name, schema: OrderSchema },
    ]),
    OrderMovesModule,
    CreditNotesModule,
    NoticesModule,
    PaymentsModule,
  ],
  providers: [RefundsService],
  exports: [RefundsService],
})
export class RefundsModule {}
