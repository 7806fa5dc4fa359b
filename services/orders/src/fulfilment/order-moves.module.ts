import { Module } from '@nestjs/common';
import { OrderMovesService } from './order-moves.service';

/** The order's moves (issue 18): OrderMovesService, used by fulfilment and refunds. */
@Module({
  providers: [OrderMovesService],
  exports: [OrderMovesService],
})
export class OrderMovesModule {}
