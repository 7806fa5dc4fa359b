// Removes uploads that no order claimed within 7 days, and claimed files once their retention date
// (keepUntil, FILES_CLAIMED_RETENTION_DAYS after the latest claim) has passed; also forgets upload
// quota entries older than a day. Safe with several catalog replicas:
// - one run per time window: each replica tries to insert the window's lease document
//   (`file_cleanup_leases`, _id = window number); the unique _id lets exactly one insert succeed,
//   the others skip that window. No lock is held, so a replica dying mid-run blocks nothing:
//   the next window's run picks up whatever is left.
// - deletions are idempotent and never race a claim: a tombstone (`file_deletions`) is written
//   first, the file document is deleted only while it is still not kept (unclaimed, or its
//   retention date passed), then its chunks, then the tombstone. Leftover tombstones (a crash
//   half-way) are finished at the start of the next run.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { UNCLAIMED_FILE_TTL_MS } from '@rmj/contracts';
import { deleteExpired, insertedOnce, SERVICE_CONFIG } from '@rmj/nest-common';
import type { Connection } from 'mongoose';
import { hostname } from 'node:os';
import type { CatalogConfig } from '../config/catalog.config';
import { FileStore } from './file-store';
import { UploadQuota } from './upload-quota';

/** Files examined per run at most (the next run continues). */
export const CLEANUP_BATCH = 500;
/** Lease documents are kept this long, as a record of which replica ran when. */
const LEASE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What one run did. */
export interface CleanupResult {
  /** Files removed. */
  removed: number;
  /** The lease window this run held. */
  window: number;
}

@Injectable()
export class FilesCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FilesCleanup');
  private readonly owner = `${hostname()}:${process.pid}`;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: FileStore,
    @InjectConnection() private readonly connection: Connection,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
    private readonly quota: UploadQuota,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.FILES_CLEANUP_INTERVAL_MS;
    if (every <= 0) return;
    this.timer = setInterval(() => void this.runScheduled(), every);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async runScheduled(): Promise<void> {
    try {
      const result = await this.run();
      if (result && result.removed > 0)
        this.logger.log(`removed ${result.removed} unclaimed or expired files (window ${result.window})`);
    } catch (err) {
      this.logger.error(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private collection<T extends object>(name: string) {
    const db = this.connection.db;
    if (!db) throw new Error('the database connection is not open');
    return db.collection<T>(name);
  }

  /** One run for the window `now` falls in; null when another replica already holds that window. */
  async run(now = new Date()): Promise<CleanupResult | null> {
    const interval = Math.max(1, this.config.FILES_CLEANUP_INTERVAL_MS || 3_600_000);
    const window = Math.floor(now.getTime() / interval);
    const leases = this.collection<{ _id: string; owner: string; startedAt: Date }>('file_cleanup_leases');
    const lease = { _id: `files-cleanup:${window}`, owner: this.owner, startedAt: now };
    if (!(await insertedOnce(() => leases.insertOne(lease)))) return null;
    await deleteExpired(leases, now, { fields: ['startedAt'], graceMs: LEASE_KEEP_MS });

    await this.quota.sweep(now);

    const tombstones = this.collection<{ _id: string; at: Date }>('file_deletions');
    const leftovers = await tombstones.find({}).limit(CLEANUP_BATCH).toArray();
    let removed = 0;
    for (const { _id } of leftovers) removed += await this.remove(_id, now);

    const cutoff = new Date(now.getTime() - UNCLAIMED_FILE_TTL_MS);
    const unclaimed = await this.store
      .files()
      .find({ uploadDate: { $lt: cutoff }, 'metadata.claimedAt': { $exists: false } }, { projection: { _id: 1 } })
      .limit(CLEANUP_BATCH)
      .toArray();
    const retired = await this.store
      .files()
      .find({ $or: this.retentionPassed(now) }, { projection: { _id: 1 } })
      .limit(CLEANUP_BATCH)
      .toArray();
    for (const { _id } of [...unclaimed, ...retired]) {
      await insertedOnce(() => tombstones.insertOne({ _id, at: now }));
      removed += await this.remove(_id, now);
    }
    if (removed > 0) this.quota.forgetSnapshot();
    return { removed, window };
  }

  /**
   * Claimed files whose retention date has passed; a file claimed before retention dates existed
   * (a claim date only) is kept for the retention period after that claim.
   */
  private retentionPassed(now: Date) {
    const legacyCutoff = new Date(now.getTime() - this.config.FILES_CLAIMED_RETENTION_DAYS * DAY_MS);
    return [
      { 'metadata.keepUntil': { $lt: now } },
      { 'metadata.keepUntil': { $exists: false }, 'metadata.claimedAt': { $lt: legacyCutoff } },
    ];
  }

  /** Deletes one tombstoned file unless it was claimed (again) meanwhile; 1 when its document went. */
  private async remove(id: string, now: Date): Promise<number> {
    const files = this.store.files();
    const gone = await files.deleteOne({
      _id: id,
      $or: [{ 'metadata.claimedAt': { $exists: false } }, ...this.retentionPassed(now)],
    });
    const stillThere = gone.deletedCount === 0 && (await files.countDocuments({ _id: id })) > 0;
    // Claimed in the meantime: keep the file and its bytes, forget the tombstone.
    if (!stillThere) await this.store.chunks().deleteMany({ files_id: id });
    await this.collection<{ _id: string }>('file_deletions').deleteOne({ _id: id });
    return gone.deletedCount;
  }
}
