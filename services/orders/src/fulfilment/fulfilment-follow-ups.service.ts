/**
 * Finishes what a move left undone, like the reconciliation does for payments: every
 * RECONCILE_INTERVAL_MS one replica takes the time slot (an insert-once job slot) and retries moves
 * whose status cache, invoice or e-mail did not go through, and cancellations whose stock return or
 * refund did not (the catalog or the provider was down). Each follow-up is safe to repeat.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { JobSlot } from '../reconcile/job-slot.schema';
import { followUpWindow, PeriodicJob } from '../reconcile/periodic-job';
import { FulfilmentService } from './fulfilment.service';
import { OrderMovesService } from './order-moves.service';

/** Moves looked at per run. */
const BATCH = 100;

export interface FollowUpReport {
  settled: number;
  cancellationsSettled: number;
}

@Injectable()
export class FulfilmentFollowUps extends PeriodicJob<FollowUpReport> {
  protected readonly logger = new Logger(FulfilmentFollowUps.name);

  constructor(
    @InjectModel(JobSlot.name) slots: Model<JobSlot>,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
    private readonly moves: OrderMovesService,
    private readonly fulfilment: FulfilmentService,
  ) {
    super('fulfilment', 'fulfilment follow-ups', slots, config.RECONCILE_INTERVAL_MS);
  }

  /** Retries unsettled moves and cancellations older than the grace time. */
  protected async pass(now: Date): Promise<FollowUpReport> {
    const report: FollowUpReport = { settled: 0, cancellationsSettled: 0 };
    const { since, before } = followUpWindow(now, this.fulfilment.giveUpMs);
    for (const record of await this.moves.unsettled(since, before, BATCH))
      if (await this.moves.settle(record)) report.settled += 1;
    for (const record of await this.moves.unsettledCancellations(since, before, BATCH)) {
      const order = await this.fulfilment.orderById(record.orderId);
      const by = record.by.kind === 'staff' ? record.by.name : record.by.kind;
      if (order && (await this.fulfilment.settleCancellation(order, by, record))) report.cancellationsSettled += 1;
    }
    if (report.settled || report.cancellationsSettled) this.logger.log({ msg: 'fulfilment followed up', ...report });
    return report;
  }
}
