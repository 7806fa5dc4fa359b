/**
 * Versioned, idempotent database migrations, run as a step of their own (`node dist/migrate.js`: a
 * Kubernetes Job before a rollout, devstack before it starts a service) instead of every replica
 * building indexes at start.
 *
 * - Each applied version is one insert-once document in the `migrations` collection (`_id` = the
 *   version), written only after its `up` succeeded: a failure records nothing for that version, and
 *   the next run resumes there.
 * - One runner at a time per database: a lock document in `migrations_lock`, taken by an insert
 *   (the unique `_id` decides), with an expiry checked in code (FerretDB has no TTL index) and kept
 *   fresh while the runner works. A runner finding the lock held waits, then applies what is still
 *   missing (usually nothing). An expired lock (a killed runner) is taken over.
 * - No transactions (FerretDB has none): every `up` must itself be re-runnable (index creation is;
 *   data migrations are written to touch only what is still unmigrated), since a runner may die
 *   after the work and before the record.
 * - A version recorded in the database but unknown to this build (a rollback) is reported and
 *   left alone: schemas are forward compatible by rule, so the older build may run.
 */
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import mongoose, { type Connection, type mongo } from 'mongoose';

/** One step of a service's schema or data. */
export interface Migration {
  /** 1, 2, 3...: applied in ascending order, each once. Never reuse or renumber a released version. */
  version: number;
  /** Short name (`indexes`, `product-stock-counts`), recorded with the version. */
  name: string;
  /** Does the work; must be safe to run again after a partial or complete earlier run. */
  up(db: mongo.Db): Promise<void>;
}

/** One document of the `migrations` collection. */
export interface AppliedMigration {
  _id: number;
  version: number;
  name: string;
  /** SHA-256 of the name: a different migration under a released version number is refused. */
  checksum: string;
  appliedAt: Date;
  durationMs: number;
  /** Which runner applied it (host and process). */
  by?: string;
}

export const MIGRATIONS_COLLECTION = 'migrations';
export const MIGRATIONS_LOCK_COLLECTION = 'migrations_lock';
const LOCK_ID = 'lock';

interface LockDoc {
  _id: string;
  owner: string;
  service: string;
  acquiredAt: Date;
  expiresAt: Date;
}

export interface RunMigrationsOptions {
  /** The service's open mongoose connection, or a driver Db, or `uri` + `dbName` (opened and closed here). */
  connection?: Connection;
  db?: mongo.Db;
  uri?: string;
  dbName?: string;
  /** For messages and the lock document. */
  service: string;
  migrations: readonly Migration[];
  /** One line per event (default: none). */
  log?: (line: string) => void;
  /** The lock expires this long after its last refresh unless refreshed (default 60 s; refreshed every third of it). */
  lockTtlMs?: number;
  /** How long to wait for another runner's lock before giving up (default 10 minutes). */
  lockWaitMs?: number;
  /** How often a waiting runner looks at the lock again (default 1 s). */
  lockPollMs?: number;
}

export interface MigrationRun {
  /** Versions this run applied, in order. */
  applied: number[];
  /** Highest version recorded in the database after the run (0: none). */
  current: number;
  /** Highest version this build knows. */
  latest: number;
  /** Versions recorded in the database that this build does not know (a newer build ran before: a rollback). */
  unknown: number[];
  /** Whether this run waited for another runner's lock. */
  waited: boolean;
}

/** A migration that failed: nothing was recorded for `version`; the next run starts there again. */
export class MigrationError extends Error {
  constructor(
    readonly service: string,
    readonly version: number | undefined,
    readonly reason: string,
  ) {
    super(
      version === undefined
        ? `${service}: migrations refused: ${reason}`
        : `${service}: migration ${version} failed, nothing recorded for it (the next run starts there again): ${reason}`,
    );
    this.name = 'MigrationError';
  }
}

export const nameChecksum = (name: string): string => createHash('sha256').update(name).digest('hex');

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
const isDuplicate = (err: unknown): boolean => {
  const code = (err as { code?: number } | null)?.code;
  return code === 11000 || code === 11001 || (code === 1 && /duplicate/i.test(String(err)));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The migrations sorted by version; refuses a list with a repeated, non-positive or unnamed version. */
export function orderedMigrations(service: string, migrations: readonly Migration[]): Migration[] {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (!Number.isSafeInteger(m.version) || m.version < 1)
      throw new MigrationError(service, undefined, `version ${String(m.version)} is not a positive integer`);
    if (!m.name?.trim()) throw new MigrationError(service, undefined, `migration ${m.version} has no name`);
    if (i > 0 && sorted[i - 1].version === m.version)
      throw new MigrationError(service, undefined, `version ${m.version} is listed twice`);
  });
  return sorted;
}

/** The versions recorded in a database, ascending. */
export async function appliedMigrations(db: mongo.Db): Promise<AppliedMigration[]> {
  return db.collection<AppliedMigration>(MIGRATIONS_COLLECTION).find({}).sort({ _id: 1 }).toArray();
}

/** Applies every migration not yet recorded, in order, under the database's migration lock. */
export async function runMigrations(opts: RunMigrationsOptions): Promise<MigrationRun> {
  const migrations = orderedMigrations(opts.service, opts.migrations);
  if (opts.db) return runOn(opts.db, opts, migrations);
  if (opts.connection) {
    const db = opts.connection.db;
    if (!db) throw new MigrationError(opts.service, undefined, 'the database connection is not open');
    return runOn(db, opts, migrations);
  }
  if (!opts.uri) throw new MigrationError(opts.service, undefined, 'no connection, db or uri given');
  const connection = await mongoose
    .createConnection(opts.uri, { dbName: opts.dbName, autoIndex: false, serverSelectionTimeoutMS: 5000 })
    .asPromise();
  try {
    return await runOn(connection.db!, opts, migrations);
  } finally {
    await connection.close();
  }
}

async function runOn(db: mongo.Db, opts: RunMigrationsOptions, migrations: Migration[]): Promise<MigrationRun> {
  const { service } = opts;
  const log = opts.log ?? (() => undefined);
  const latest = migrations.at(-1)?.version ?? 0;
  const lock = new MigrationLock(db, service, opts.lockTtlMs ?? 60_000);
  const waited = await lock.acquire(opts.lockWaitMs ?? 10 * 60_000, opts.lockPollMs ?? 1_000, log);
  try {
    const recorded = new Map((await appliedMigrations(db)).map((m) => [m.version ?? m._id, m]));
    for (const m of migrations) {
      const done = recorded.get(m.version);
      if (done && done.checksum !== nameChecksum(m.name))
        throw new MigrationError(
          service,
          m.version,
          `the database recorded version ${m.version} as "${done.name}" but this build calls it "${m.name}": ` +
            'two different migrations share a version number (give the new one the next free version)',
        );
    }
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...recorded.keys()].filter((v) => !known.has(v)).sort((a, b) => a - b);
    if (unknown.length > 0)
      log(
        `${service}: the database has migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} that this build does not know ` +
          '(a newer build migrated it): left as they are; this build runs on it (schemas are forward compatible)',
      );
    const applied: number[] = [];
    for (const m of migrations) {
      if (recorded.has(m.version)) continue;
      lock.check(m.version);
      const started = Date.now();
      log(`${service}: applying migration ${m.version} (${m.name})`);
      try {
        await m.up(db);
      } catch (err) {
        throw new MigrationError(service, m.version, `${m.name}: ${messageOf(err)}`);
      }
      lock.check(m.version);
      const doc: AppliedMigration = {
        _id: m.version,
        version: m.version,
        name: m.name,
        checksum: nameChecksum(m.name),
        appliedAt: new Date(),
        durationMs: Date.now() - started,
        by: lock.owner,
      };
      try {
        await db.collection<AppliedMigration>(MIGRATIONS_COLLECTION).insertOne(doc);
      } catch (err) {
        // Only possible if this runner's lock had expired and another took over: the work is idempotent.
        if (!isDuplicate(err)) throw new MigrationError(service, m.version, `recording it: ${messageOf(err)}`);
        log(`${service}: migration ${m.version} was recorded by another runner meanwhile`);
        continue;
      }
      applied.push(m.version);
      log(`${service}: migration ${m.version} (${m.name}) applied in ${doc.durationMs} ms`);
    }
    const current = Math.max(0, ...recorded.keys(), ...applied);
    log(
      applied.length === 0
        ? `${service}: database up to date at migration ${current}${waited ? ' (after waiting for another runner)' : ''}`
        : `${service}: database migrated to ${current} (${applied.length} applied)`,
    );
    return { applied, current, latest, unknown, waited };
  } finally {
    await lock.release();
  }
}

/** The insert-once lock document, refreshed while held; an expired one is replaced. */
class MigrationLock {
  readonly owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  private timer?: NodeJS.Timeout;
  private lost?: string;

  constructor(
    private readonly db: mongo.Db,
    private readonly service: string,
    private readonly ttlMs: number,
  ) {}

  private get locks() {
    return this.db.collection<LockDoc>(MIGRATIONS_LOCK_COLLECTION);
  }

  /** Resolves true if it had to wait for another runner. */
  async acquire(waitMs: number, pollMs: number, log: (line: string) => void): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    let waited = false;
    for (;;) {
      const now = new Date();
      try {
        await this.locks.insertOne({
          _id: LOCK_ID,
          owner: this.owner,
          service: this.service,
          acquiredAt: now,
          expiresAt: new Date(now.getTime() + this.ttlMs),
        });
        this.keepFresh();
        return waited;
      } catch (err) {
        if (!isDuplicate(err)) throw new MigrationError(this.service, undefined, `taking the lock: ${messageOf(err)}`);
      }
      const held = await this.locks.findOne({ _id: LOCK_ID });
      if (held && held.expiresAt.getTime() <= now.getTime()) {
        // Abandoned (its runner died): remove exactly that document; whoever then inserts first wins.
        await this.locks.deleteOne({ _id: LOCK_ID, owner: held.owner, expiresAt: held.expiresAt });
        log(`${this.service}: took over an expired migration lock of ${held.owner}`);
        continue;
      }
      if (Date.now() >= deadline)
        throw new MigrationError(
          this.service,
          undefined,
          `another runner (${held?.owner ?? 'unknown'}) has held the migration lock for longer than ${waitMs / 1000} s`,
        );
      if (!waited) log(`${this.service}: another runner (${held?.owner ?? 'unknown'}) is migrating: waiting`);
      waited = true;
      await sleep(pollMs);
    }
  }

  private keepFresh(): void {
    this.timer = setInterval(
      () => {
        this.locks
          .updateOne({ _id: LOCK_ID, owner: this.owner }, { $set: { expiresAt: new Date(Date.now() + this.ttlMs) } })
          .then((res) => {
            if (res.matchedCount === 0) this.lost = 'the migration lock was taken over (it had expired)';
          })
          .catch(() => undefined);
      },
      Math.max(100, Math.floor(this.ttlMs / 3)),
    );
    this.timer.unref();
  }

  /** Throws once the lock is known to be lost: no further version is started or recorded. */
  check(version: number): void {
    if (this.lost) throw new MigrationError(this.service, version, this.lost);
  }

  async release(): Promise<void> {
    clearInterval(this.timer);
    await this.locks.deleteOne({ _id: LOCK_ID, owner: this.owner }).catch(() => undefined);
  }
}
