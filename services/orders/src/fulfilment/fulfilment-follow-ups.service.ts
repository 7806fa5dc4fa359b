/**
 * Finishes what a move left undone, like the reconciliation does for payments: every
 * RECONCILE_INTERVAL_MS one replica takes the time slot (an insert-once job slot) and retries moves
 * whose status cache, invoice or e-mail did not go through, and cancellations whose stock return or
 * refund did not (the catalog or the provider was down). Each follow-up is safe to repeat.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { hostname } from 'node:os';
import type { OrdersConfig } from '../config/orders.config';
import { JobSlot } from '../reconcile/job-slot.schema';
import { FulfilmentService } from './fulfilment.service';
import { OrderMovesService } from './order-moves.service';

/** Moves looked at per run. */
const BATCH = 100;
/** A move's own request gets this long to finish its follow-ups before a run retries them. */
const FOLLOW_UP_GRACE_MS = 60_000;

export interface FollowUpReport {
  settled: number;
  cancellationsSettled: number;
}

@Injectable()
export class FulfilmentFollowUps implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(FulfilmentFollowUps.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    @InjectModel(JobSlot.name) private readonly slots: Model<JobSlot>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly moves: OrderMovesService,
    private readonly fulfilment: FulfilmentService,
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

  /** One timer tick: run if this replica takes the slot. */
  async tick(now = new Date()): Promise<FollowUpReport | null> {
    if (this.running) return null;
    const slot = Math.floor(now.getTime() / Math.max(1, this.config.RECONCILE_INTERVAL_MS));
    try {
      await this.slots.create({ _id: `fulfilment:${slot}`, takenBy: `${hostname()}:${process.pid}`, takenAt: now });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) this.logger.warn({ msg: 'follow-ups skipped', err: String(err) });
      return null;
    }
    return this.run(now).catch((err: unknown) => {
      this.logger.error({ msg: 'fulfilment follow-ups failed', err: String(err) });
      return null;
    });
  }

  /** Retries unsettled moves and cancellations older than the grace time. */
  async run(now = new Date()): Promise<FollowUpReport> {
    this.running = true;
    const report: FollowUpReport = { settled: 0, cancellationsSettled: 0 };
    try {
      const since = new Date(now.getTime() - this.fulfilment.giveUpMs);
      const before = new Date(now.getTime() - FOLLOW_UP_GRACE_MS);
      for (const record of await this.moves.unsettled(since, before, BATCH))
        if (await this.moves.settle(record)) report.settled += 1;
      for (const record of await this.moves.unsettledCancellations(since, before, BATCH)) {
        const order = await this.fulfilment.orderById(record.orderId);
        const by = record.by.kind === 'staff' ? record.by.name : record.by.kind;
        if (order && (await this.fulfilment.settleCancellation(order, by, record))) report.cancellationsSettled += 1;
      }
      if (report.settled || report.cancellationsSettled) this.logger.log({ msg: 'fulfilment followed up', ...report });
      return report;
    } finally {
      this.running = false;
    }
  }
}
