/**
 * The refunds' reconciliation pass: every RECONCILE_INTERVAL_MS the replica that takes the time
 * slot (an insert-once job slot, as the orders' reconciliation) retries refunds the provider did
 * not get. A refund whose request failed waits RETRY_AFTER before it is retried, one whose request
 * never finished (a crash) waits longer: by then a slow provider has either made it (found by its
 * key among the payment's refunds) or not.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import { hostname } from 'node:os';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { JobSlot } from '../reconcile/job-slot.schema';
import { RefundsService } from './refunds.service';

const BATCH = 50;

@Injectable()
export class RefundsReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RefundsReconciler.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    @InjectModel(JobSlot.name) private readonly slots: Model<JobSlot>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly refunds: RefundsService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.RECONCILE_INTERVAL_MS;
    if (every > 0) {
      this.timer = setInterval(() => void this.tick(), every);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** A failed request is retried after this long (a time-out's late refund shows up among the payment's refunds). */
  get retryAfterMs(): number {
    return Math.max(30_000, 3 * this.config.PAYMENT_TIMEOUT_MS);
  }

  /** A request that never finished (the process stopped) is retried after this long. */
  get staleAfterMs(): number {
    return 2 * this.retryAfterMs;
  }

  async tick(now = new Date()): Promise<number | null> {
    if (this.running) return null;
    const slot = Math.floor(now.getTime() / Math.max(1, this.config.RECONCILE_INTERVAL_MS));
    try {
      await this.slots.create({ _id: `refunds:${slot}`, takenBy: `${hostname()}:${process.pid}`, takenAt: now });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000)
        this.logger.warn({ msg: 'refunds pass skipped', err: String(err) });
      return null;
    }
    try {
      return await this.run(now);
    } catch (err) {
      this.logger.error({ msg: 'refunds pass failed', err: String(err) });
      return null;
    }
  }

  /** Retries due refunds; answers how many were retried. */
  async run(now = new Date()): Promise<number> {
    this.running = true;
    try {
      const retried = await this.refunds.retryUnfinished(
        new Date(now.getTime() - this.retryAfterMs),
        new Date(now.getTime() - this.staleAfterMs),
        BATCH,
      );
      if (retried) this.logger.log({ msg: 'refunds retried', retried });
      return retried;
    } finally {
      this.running = false;
    }
  }
}
