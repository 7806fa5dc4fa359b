import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { deleteExpired, insertedOnce, sweepEvery } from '@rmj/nest-common';
import { StaffOnce } from './staff-once.schema';

const SWEEP_EVERY_MS = 60 * 60_000;

/** Insert-once markers (see StaffOnce): `claim` is true for exactly one caller, on any replica. */
@Injectable()
export class OnceMarkers implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(OnceMarkers.name);
  private stopSweeping?: () => void;

  constructor(@InjectModel(StaffOnce.name) private readonly markers: Model<StaffOnce>) {}

  onModuleInit(): void {
    this.stopSweeping = sweepEvery(SWEEP_EVERY_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stopSweeping?.();
  }

  /** True for the one caller whose insert of `id` succeeded; false when it exists already. */
  async claim(id: string, keepMs: number): Promise<boolean> {
    const now = Date.now();
    return insertedOnce(() => this.markers.create({ _id: id, at: new Date(now), expiresAt: new Date(now + keepMs) }));
  }

  /** Gives a claim back (the work it guarded did not happen, e.g. a mail that failed). */
  async release(id: string): Promise<void> {
    await this.markers.deleteOne({ _id: { $eq: id } }).exec();
  }

  /** Removes `id` when it has expired (its holder is gone), so it can be claimed again. */
  async releaseExpired(id: string, now = Date.now()): Promise<void> {
    await this.markers.deleteOne({ _id: { $eq: id }, expiresAt: { $lt: new Date(now) } }).exec();
  }

  async sweep(now = Date.now()): Promise<number> {
    return deleteExpired(this.markers, now, { warn: { logger: this.logger, what: 'staff markers' } });
  }
}
