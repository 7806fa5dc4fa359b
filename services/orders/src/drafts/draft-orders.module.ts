import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { OrderMovesModule } from '../fulfilment/order-moves.module';
import { MailModule } from '../mail/mail.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { PaymentRequestRecord, PaymentRequestSchema } from '../orders/payment-request.schema';
import { RefundsModule } from '../refunds/refunds.module';
import { ShopSettingsModule } from '../settings/shop-settings.module';
import { DraftOrderRecord, DraftOrderSchema } from './draft-order.schema';
import { DraftOrdersController } from './draft-orders.controller';
import { DraftOrders } from './draft-orders.service';
import { OrderPaymentRequestsController } from './order-payment-requests.controller';
import { OrderPaymentRequests } from './order-payment-requests.service';

/**
 * Draft orders for the back office (fulfilment floor): prices with the one PricingService the
 * orders module exports, sends a draft as an order with its payment link (the orders module's
 * OrderRecorder and LinkPayments), asks for the balance and cancels links, audits in the orders
 * area's trail.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DraftOrderRecord.name, schema: DraftOrderSchema },
      { name: Order.name, schema: OrderSchema },
      { name: PaymentRequestRecord.name, schema: PaymentRequestSchema },
    ]),
    StaffAuditModule.forArea('orders'),
    OrderMovesModule,
    MailModule,
    ShopSettingsModule,
    RefundsModule,
  ],
  controllers: [DraftOrdersController, OrderPaymentRequestsController],
  providers: [DraftOrders, OrderPaymentRequests],
})
export class DraftOrdersModule {}
