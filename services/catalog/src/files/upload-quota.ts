// Byte quotas on uploads, shared by every catalog replica:
// - per client in a rolling 24 hours: the account, the browser's uploader token, and the address
//   as a backstop (a client dropping its cookie still counts there);
// - in total: the bytes of stored unclaimed uploads, so uploads can never fill the database that
//   also holds the catalogue.
// Each upload writes one ledger entry (`upload_bytes`, _id = the file id) BEFORE its bytes are
// stored, then sums: an upload that finds itself over a limit removes its entry and is refused.
// Two parallel uploads near a limit may both be refused, never both let through. Nothing rests on
// `$inc`, which FerretDB can lose under concurrency; only on inserts and reads.
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { FILE_MESSAGES } from '@rmj/contracts';
import { SERVICE_CONFIG, tooManyRequests } from '@rmj/nest-common';
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
  /** False while the bytes are being written: counted in the total until then. */
  stored: boolean;
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
/** A reservation never confirmed (a replica died mid-upload) stops counting in the total after this. */
const RESERVATION_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class UploadQuota {
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
    const entry: LedgerEntry = { _id: fileId, clients: this.limits(clients).map(([key]) => key), bytes, at: now, stored: false };
    await this.ledger().insertOne(entry);
    try {
      await this.check(clients, bytes, now);
    } catch (refusal) {
      await this.release(fileId);
      throw refusal;
    }
  }

  /** The upload's bytes are in the store: they count there now, not as a reservation. */
  async confirm(fileId: string): Promise<void> {
    await this.ledger().updateOne({ _id: fileId }, { $set: { stored: true } });
  }

  /** The upload failed: its bytes do not count. */
  async release(fileId: string): Promise<void> {
    await this.ledger().deleteOne({ _id: fileId });
  }

  /** Forgets entries older than the window (run by the clean-up). */
  async sweep(now = new Date()): Promise<number> {
    return (await this.ledger().deleteMany({ at: { $lt: new Date(now.getTime() - QUOTA_WINDOW_MS) } })).deletedCount;
  }

  /** Throws when a client's day or the store would go over; `own` is already in the ledger (0 for a pre-check). */
  private async check(clients: QuotaClients, own: number, now: Date): Promise<void> {
    const limits = this.limits(clients);
    const since = new Date(now.getTime() - QUOTA_WINDOW_MS);
    const entries = await this.ledger()
      .find({ clients: { $in: limits.map(([key]) => key) }, at: { $gt: since } }, { projection: { clients: 1, bytes: 1, at: 1 } })
      .toArray();
    for (const [key, max] of limits) {
      const mine = entries.filter((e) => e.clients.includes(key));
      const used = mine.reduce((sum, e) => sum + e.bytes, 0);
      if (own > 0 ? used <= max : used < max) continue;
      const oldest = Math.min(...mine.map((e) => e.at.getTime()));
      throw tooManyRequests(FILE_MESSAGES.dailyQuota, oldest + QUOTA_WINDOW_MS - now.getTime());
    }
    const total = (await this.unclaimedBytes()) + (await this.reservedBytes(now));
    if (own > 0 ? total > this.config.FILES_UNCLAIMED_BYTES_MAX : total >= this.config.FILES_UNCLAIMED_BYTES_MAX) {
      throw new HttpException({ statusCode: 507, error: 'Insufficient Storage', message: FILE_MESSAGES.storageFull }, HttpStatus.INSUFFICIENT_STORAGE);
    }
  }

  /** Bytes of stored files no order has claimed. */
  async unclaimedBytes(): Promise<number> {
    const [row] = await this.store
      .files()
      .aggregate<{ total: number }>([{ $match: { 'metadata.claimedAt': { $exists: false } } }, { $group: { _id: null, total: { $sum: '$length' } } }])
      .toArray();
    return row?.total ?? 0;
  }

  /** Bytes reserved by uploads still being written. */
  private async reservedBytes(now: Date): Promise<number> {
    const pending = await this.ledger()
      .find({ stored: false, at: { $gt: new Date(now.getTime() - RESERVATION_TTL_MS) } }, { projection: { bytes: 1 } })
      .toArray();
    return pending.reduce((sum, e) => sum + e.bytes, 0);
  }
}
