import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogClient } from '../catalog/catalog-client';
import { CreditNotesModule } from '../credit-notes/credit-notes.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { NoticesModule } from '../notices/notices.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { ProofsModule } from '../proofs/proofs.module';
import { RefundsModule } from '../refunds/refunds.module';
import { ShopSettingsModule } from '../settings/shop-settings.module';
import { AdminOrderViews } from './admin-order-views.service';
import { AdminOrdersController } from './admin-orders.controller';
import { CashCollections } from './cash-collections.service';
import { FulfilmentService } from './fulfilment.service';
import { MyOrderCancelController } from './my-order-cancel.controller';
import { OrderMoveRecord, OrderMoveRecordSchema } from './order-move.schema';
import { OrderMovesModule } from './order-moves.module';
import { OrdersBoard } from './orders-board.service';
import { PackingService } from './packing.service';
import { ShopSender } from './shop-sender.service';

/**
 * Fulfilment: every /api/admin/orders/** endpoint but the invoice download (the board,
 * job cards, labels and slips, audit trail, order page, moves, proof, refunds) and the shopper's own cancellation,
 * with OrderCancelled's handlers (stock back, refund) and cash on delivery's cash collected.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Order.name, schema: OrderSchema },
      { name: OrderMoveRecord.name, schema: OrderMoveRecordSchema },
    ]),
    OrderMovesModule,
    RefundsModule,
    InvoicesModule,
    CreditNotesModule,
    ProofsModule,
    NoticesModule,
    ShopSettingsModule,
  ],
  controllers: [AdminOrdersController, MyOrderCancelController],
  providers: [
    FulfilmentService,
    CashCollections,
    AdminOrderViews,
    OrdersBoard,
    PackingService,
    ShopSender,
    CatalogClient,
  ],
})
export class FulfilmentModule {}
