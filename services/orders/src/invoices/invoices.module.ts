import { Module } from '@nestjs/common';
import { InvoicesService } from './invoices.service';

/** GST tax invoices: the series, the PDF and the two download endpoints. Imports none of the fulfilment modules. */
@Module({
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
