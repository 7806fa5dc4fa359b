import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { DraftOrderRecord, DraftOrderSchema } from './draft-order.schema';
import { DraftOrdersController } from './draft-orders.controller';
import { DraftOrders } from './draft-orders.service';

/**
 * Draft orders for the back office (fulfilment floor): prices with the one PricingService the
 * orders module exports, audits in the orders area's trail.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: DraftOrderRecord.name, schema: DraftOrderSchema }]),
    StaffAuditModule.forArea('orders'),
  ],
  controllers: [DraftOrdersController],
  providers: [DraftOrders],
})
export class DraftOrdersModule {}
