import { Module } from '@nestjs/common';
import { RefundsService } from './refunds.service';

/** Refunds (issue 18): RefundsService, the refund records, their retries. */
@Module({
  providers: [RefundsService],
  exports: [RefundsService],
})
export class RefundsModule {}
