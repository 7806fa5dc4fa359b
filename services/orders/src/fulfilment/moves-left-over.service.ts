/**
 * A move is recorded, then its state is written and its events go to the outbox, in one request but
 * not one transaction. When the process stops in between, the next read of the order finishes it;
 * this pass (one replica per RECONCILE_INTERVAL_MS time slot) finishes the ones nobody reads, so a
 * cancellation's refund never waits for someone to open the order.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { JobSlot } from '../reconcile/job-slot.schema';
import { followUpWindow, PeriodicJob } from '../reconcile/periodic-job';
import { OrderMovesService } from './order-moves.service';

/** Moves looked at per pass. */
const BATCH = 100;

@Injectable()
export class MovesLeftOver extends PeriodicJob<number> {
  protected readonly logger = new Logger(MovesLeftOver.name);

  constructor(
    @InjectModel(JobSlot.name) slots: Model<JobSlot>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly moves: OrderMovesService,
  ) {
    super('moves-left-over', 'moves left over', slots, config.RECONCILE_INTERVAL_MS);
  }

  protected async pass(now: Date): Promise<number> {
    const { since, before } = followUpWindow(now, this.config.RECONCILE_GIVE_UP_MS);
    const finished = await this.moves.finishLeftOver(since, before, BATCH);
    if (finished) this.logger.log({ msg: 'moves left over finished', finished });
    return finished;
  }
}
