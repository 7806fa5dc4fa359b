import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogClient } from '../catalog/catalog-client';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { OrderMovesModule } from '../fulfilment/order-moves.module';
import { NoticesModule } from '../notices/notices.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { RefundsModule } from '../refunds/refunds.module';
import { ShopSettingsModule } from '../settings/shop-settings.module';
import { AdminReturnsController } from './admin-returns.controller';
import { MyReturnsController } from './my-returns.controller';
import { ReturnRequestRecord, ReturnRequestSchema } from './return-request.schema';
import { ReturnExchanges } from './return-exchange.service';
import { ReturnSteps } from './return-steps.service';
import { ReturnsService } from './returns.service';

/**
 * Returns and exchanges (fulfilment floor): the shopper's request on their delivered order and the
 * back office's steps. Uses the order's moves (Delivered → Returned), refunds, the catalog's stock
 * return and the mail outbox; an exchange's replacement is priced and recorded by the orders module's
 * PricingService, OrderRecorder and LinkPayments. The audit trail comes with OrderMovesModule.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ReturnRequestRecord.name, schema: ReturnRequestSchema },
      { name: Order.name, schema: OrderSchema },
    ]),
    OrderMovesModule,
    RefundsModule,
    NoticesModule,
    ShopSettingsModule,
  ],
  controllers: [MyReturnsController, AdminReturnsController],
  providers: [ReturnsService, ReturnSteps, ReturnExchanges, CatalogClient, FilesClaimClient],
})
export class ReturnsModule {}
