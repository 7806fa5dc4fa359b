/**
 * The refunds' reconciliation pass: every RECONCILE_INTERVAL_MS the replica that takes the time
 * slot (an insert-once job slot, as the orders' reconciliation) retries refunds the provider did
 * not get. A refund whose request failed waits RETRY_AFTER before it is retried, one whose request
 * never finished (a crash) waits longer: by then a slow provider has either made it (found by its
 * key among the payment's refunds) or not.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { JobSlot } from '../reconcile/job-slot.schema';
import { PeriodicJob } from '../reconcile/periodic-job';
import { RefundsService } from './refunds.service';

const BATCH = 50;

@Injectable()
export class RefundsReconciler extends PeriodicJob<number> {
  protected readonly logger = new Logger(RefundsReconciler.name);

  constructor(
    @InjectModel(JobSlot.name) slots: Model<JobSlot>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly refunds: RefundsService,
  ) {
    super('refunds', 'refunds pass', slots, config.RECONCILE_INTERVAL_MS);
  }

  /** A failed request is retried after this long (a time-out's late refund shows up among the payment's refunds). */
  get retryAfterMs(): number {
    return Math.max(30_000, 3 * this.config.PAYMENT_TIMEOUT_MS);
  }

  /** A request that never finished (the process stopped) is retried after this long. */
  get staleAfterMs(): number {
    return 2 * this.retryAfterMs;
  }

  /** Retries due refunds; answers how many were retried. */
  protected async pass(now: Date): Promise<number> {
    const retried = await this.refunds.retryUnfinished(
      new Date(now.getTime() - this.retryAfterMs),
      new Date(now.getTime() - this.staleAfterMs),
      BATCH,
    );
    if (retried) this.logger.log({ msg: 'refunds retried', retried });
    return retried;
  }
}
