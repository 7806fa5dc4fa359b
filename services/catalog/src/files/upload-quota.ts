// Byte quotas on uploads, shared by every catalog replica:
// - per client in a rolling 24 hours: the account, the browser's uploader token, and the address
//   as a backstop (a client dropping its cookie still counts there);
// - in total: the bytes of stored unclaimed uploads, so uploads can never fill the database that
//   also holds the catalogue.
// Each upload writes one ledger entry (`upload_bytes`, _id = the file id) BEFORE its bytes are
// stored, then sums: an upload that finds itself over a limit removes its entry and is refused.
// Two parallel uploads near a limit may both be refused, never both let through. Nothing rests on
// `$inc`, which FerretDB can lose under concurrency; only on inserts and reads.
// The total is a snapshot of the stored unclaimed bytes (summing every file document is a full scan
// on FerretDB: about 0.6 s for 10,000 files), taken at most once a minute per replica, plus the
// ledger entries the snapshot cannot hold: stored after it was taken, or still being stored. Claims
// and deletions after it count only from the next snapshot, so the total errs high, never low.
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { FILE_MESSAGES } from '@rmj/contracts';
import { deleteExpired, SERVICE_CONFIG, tooManyRequests } from '@rmj/nest-common';
import type { Connection, mongo } from 'mongoose';
import type { CatalogConfig } from '../config/catalog.config';
import { FileStore } from './file-store';

/** One upload's bytes, counted for each client that made it. */
interface LedgerEntry {
  _id: string;
  /** `account:<id>`, `browser:<token hash>`, `address:<client key>`. */
  clients: string[];
  bytes: number;
  at: Date;
  /** When the bytes were in the store; absent while they are being written. */
  storedAt?: Date;
}

/** Who an upload counts against. */
export interface QuotaClients {
  userId?: string;
  /** SHA-256 of the uploader token. */
  browser?: string;
  /** nest-common's clientKey of the address. */
  address: string;
}

export const LEDGER_COLLECTION = 'upload_bytes';
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How old a replica's snapshot of the unclaimed bytes may be. */
export const SNAPSHOT_MAX_AGE_MS = 60 * 1000;
/** An entry never marked stored (a replica died mid-upload) stops counting in the total after this. */
const UNFINISHED_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class UploadQuota {
  private snapshot?: { bytes: number; takenAt: number };

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
    private readonly store: FileStore,
  ) {}

  private ledger(): mongo.Collection<LedgerEntry> {
    const db = this.connection.db;
    if (!db) throw new Error('the database connection is not open');
    return db.collection<LedgerEntry>(LEDGER_COLLECTION);
  }

  private limits(clients: QuotaClients): Array<[string, number]> {
    const perClient = this.config.FILES_DAILY_BYTES_PER_CLIENT;
    const keys: Array<[string, number]> = [[`address:${clients.address}`, this.config.FILES_DAILY_BYTES_PER_ADDRESS]];
    if (clients.userId) keys.push([`account:${clients.userId}`, perClient]);
    if (clients.browser) keys.push([`browser:${clients.browser}`, perClient]);
    return keys;
  }

  /** Before the body is read: refuses a client with no room left at all, or a full store. */
  async precheck(clients: QuotaClients, now = new Date()): Promise<void> {
    await this.check(clients, 0, now);
  }

  /**
   * Counts `bytes` for the upload `fileId` before it is stored; 429 (that client's day is used
   * up) or 507 (the store of unclaimed uploads is full) when they do not fit.
   */
  async reserve(fileId: string, clients: QuotaClients, bytes: number, now = new Date()): Promise<void> {
    const entry: LedgerEntry = { _id: fileId, clients: this.limits(clients).map(([key]) => key), bytes, at: now };
    await this.ledger().insertOne(entry);
    try {
      await this.check(clients, bytes, now);
    } catch (refusal) {
      await this.release(fileId);
      throw refusal;
    }
  }

  /** The upload's size changed before it was stored (a picture re-encoded): it counts at the new size. */
  async setBytes(fileId: string, bytes: number): Promise<void> {
    await this.ledger().updateOne({ _id: fileId }, { $set: { bytes } });
  }

  /** The upload's bytes are in the store. */
  async confirm(fileId: string, storedAt = new Date()): Promise<void> {
    await this.ledger().updateOne({ _id: fileId }, { $set: { storedAt } });
  }

  /** Files were claimed or removed here: the next check takes a fresh snapshot (other replicas within a minute). */
  forgetSnapshot(): void {
    this.snapshot = undefined;
  }

  /** The upload failed: its bytes do not count. */
  async release(fileId: string): Promise<void> {
    await this.ledger().deleteOne({ _id: fileId });
  }

  /** Forgets entries older than the window (run by the clean-up). */
  async sweep(now = new Date()): Promise<number> {
    return deleteExpired(this.ledger(), now, { fields: ['at'], graceMs: QUOTA_WINDOW_MS });
  }

  /** Throws when a client's day or the store would go over; `own` is already in the ledger (0 for a pre-check). */
  private async check(clients: QuotaClients, own: number, now: Date): Promise<void> {
    const limits = this.limits(clients);
    const since = new Date(now.getTime() - QUOTA_WINDOW_MS);
    const entries = await this.ledger()
      .find(
        { clients: { $in: limits.map(([key]) => key) }, at: { $gt: since } },
        { projection: { clients: 1, bytes: 1, at: 1 } },
      )
      .toArray();
    for (const [key, max] of limits) {
      const mine = entries.filter((e) => e.clients.includes(key));
      const used = mine.reduce((sum, e) => sum + e.bytes, 0);
      if (own > 0 ? used <= max : used < max) continue;
      const oldest = Math.min(...mine.map((e) => e.at.getTime()));
      throw tooManyRequests(FILE_MESSAGES.dailyQuota, oldest + QUOTA_WINDOW_MS - now.getTime());
    }
    const total = await this.totalBytes(now);
    if (own > 0 ? total > this.config.FILES_UNCLAIMED_BYTES_MAX : total >= this.config.FILES_UNCLAIMED_BYTES_MAX) {
      throw new HttpException(
        { statusCode: 507, error: 'Insufficient Storage', message: FILE_MESSAGES.storageFull },
        HttpStatus.INSUFFICIENT_STORAGE,
      );
    }
  }

  /** Bytes of stored files no order has claimed. */
  async unclaimedBytes(): Promise<number> {
    const [row] = await this.store
      .files()
      .aggregate<{ total: number }>([
        { $match: { 'metadata.claimedAt': { $exists: false } } },
        { $group: { _id: null, total: { $sum: '$length' } } },
      ])
      .toArray();
    return row?.total ?? 0;
  }

  /** Stored unclaimed bytes as of this replica's snapshot, plus the uploads it does not hold. */
  private async totalBytes(now: Date): Promise<number> {
    if (!this.snapshot || Date.now() - this.snapshot.takenAt > SNAPSHOT_MAX_AGE_MS) {
      // Taken before the sum starts: a file stored during the sum may count twice, never not at all.
      const takenAt = Date.now();
      this.snapshot = { bytes: await this.unclaimedBytes(), takenAt };
    }
    const after = new Date(this.snapshot.takenAt);
    const notInSnapshot = await this.ledger()
      .find(
        {
          $or: [
            { storedAt: { $gt: after } },
            { storedAt: { $exists: false }, at: { $gt: new Date(now.getTime() - UNFINISHED_TTL_MS) } },
          ],
        },
        { projection: { bytes: 1 } },
      )
      .toArray();
    return this.snapshot.bytes + notInSnapshot.reduce((sum, e) => sum + e.bytes, 0);
  }
}
