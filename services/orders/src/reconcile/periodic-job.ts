/**
 * A job every replica runs on a timer, done by one of them each time: every RECONCILE_INTERVAL_MS
 * (0: never, as in tests, which call `run` themselves) each replica tries to take the current time
 * slot, an insert-once job slot `<job>:<slot number>`; the one whose insert succeeds runs the job.
 * A replica runs one pass at a time. Used by the payments' reconciliation and by the pass that
 * finishes moves left half-way.
 */
import type { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { insertedOnce } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { hostname } from 'node:os';
import type { JobSlot } from './job-slot.schema';

/** Follow-ups (stock take or return, mail, file claims, invoice) wait this long for the first try to finish. */
export const FOLLOW_UP_GRACE_MS = 60_000;

/**
 * The records a follow-up pass at `now` retries: those from `since` (older ones are given up after
 * `giveUpMs`) to `before` (younger ones still have their first try under way).
 */
export function followUpWindow(now: Date, giveUpMs: number): { since: Date; before: Date } {
  return { since: new Date(now.getTime() - giveUpMs), before: new Date(now.getTime() - FOLLOW_UP_GRACE_MS) };
}

export abstract class PeriodicJob<Report> implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running = false;

  /**
   * @param job the slot's prefix, e.g. `reconcile`.
   * @param label how the logs name a pass, e.g. `reconciliation` ("reconciliation failed").
   */
  protected constructor(
    private readonly job: string,
    private readonly label: string,
    protected readonly slots: Model<JobSlot>,
    private readonly everyMs: number,
  ) {}

  /** One pass of the job at `now`. */
  protected abstract pass(now: Date): Promise<Report>;

  onApplicationBootstrap(): void {
    if (this.everyMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.everyMs);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One timer tick: runs the pass if this replica takes the slot; null when it did not (or the pass failed). */
  async tick(now = new Date()): Promise<Report | null> {
    if (this.running) return null;
    const slot = Math.floor(now.getTime() / Math.max(1, this.everyMs));
    try {
      const slotTaken = { _id: `${this.job}:${slot}`, takenBy: `${hostname()}:${process.pid}`, takenAt: now };
      // Not inserted: another replica has this slot.
      if (!(await insertedOnce(() => this.slots.create(slotTaken)))) return null;
    } catch (err) {
      this.logger.warn({ msg: `${this.label} skipped`, err: String(err) });
      return null;
    }
    try {
      const report = await this.run(now);
      await this.afterTick(now);
      return report;
    } catch (err) {
      this.logger.error({ msg: `${this.label} failed`, err: String(err) });
      return null;
    }
  }

  /** Runs one pass now, whether or not this replica holds the slot (tests call this). */
  async run(now = new Date()): Promise<Report> {
    this.running = true;
    try {
      return await this.pass(now);
    } finally {
      this.running = false;
    }
  }

  /** After a pass the timer started (the reconciliation clears old slots here). */
  protected async afterTick(_now: Date): Promise<void> {}
}
