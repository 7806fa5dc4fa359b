import { Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { ensureIndexes } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { Order, OrderSchema } from '../orders/order.schema';
import { Invoice, InvoiceSchema } from './invoice.schema';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

/** Builds the invoices' unique indexes at start and refuses to start without them: numbering rests on them. */
class InvoiceIndexes {
  constructor(@InjectModel(Invoice.name) private readonly invoices: Model<Invoice>) {}

  onModuleInit(): Promise<void> {
    return ensureIndexes(this.invoices);
  }
}

/** GST tax invoices: the series, the PDF and the two download endpoints. Imports none of the fulfilment modules. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Invoice.name, schema: InvoiceSchema },
      { name: Order.name, schema: OrderSchema },
    ]),
  ],
  controllers: [InvoicesController],
  providers: [InvoiceIndexes, InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
