import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Order, OrderSchema } from '../orders/order.schema';
import { CustomerOrdersController } from './customer-orders.controller';
import { CustomerOrders } from './customer-orders.service';

/** Customers' orders for the back office's customer pages: read only. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }])],
  controllers: [CustomerOrdersController],
  providers: [CustomerOrders],
})
export class CustomerOrdersModule {}
