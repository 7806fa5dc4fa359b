// The migration runner against a real database (FerretDB): applies once, resumes after a failure,
// lets one of two simultaneous runners apply each version, survives a dead runner's lock, says when
// the database is ahead (a rollback), and the start check refuses a database that is behind.
import { testDatabaseUri } from '@rmj/test-db';
import mongoose, { type Connection, type mongo } from 'mongoose';
import { assertMigrated, NotMigratedError } from './check';
import { migrateCommand } from './cli';
import { createIndexes, indexMigration, type IndexSpec } from './indexes';
import {
  appliedMigrations,
  MIGRATIONS_COLLECTION,
  MIGRATIONS_LOCK_COLLECTION,
  MigrationError,
  runMigrations,
  type Migration,
} from './runner';

const connections: Connection[] = [];
async function freshDb(suite: string): Promise<{ uri: string; db: mongo.Db; dbName: string }> {
  const uri = testDatabaseUri(suite);
  const connection = await mongoose.createConnection(uri).asPromise();
  connections.push(connection);
  return { uri, db: connection.db!, dbName: connection.name };
}
afterAll(() => Promise.all(connections.map((c) => c.close())));

/** Three migrations that count their runs (in the database, so runners in parallel share the count). */
function counted(opts: { failOnceAt?: number } = {}): Migration[] {
  let failed = false;
  const step =
    (version: number) =>
    async (db: mongo.Db): Promise<void> => {
      // Slow enough that a second runner arrives while the first works.
      await new Promise((r) => setTimeout(r, 150));
      if (version === opts.failOnceAt && !failed) {
        failed = true;
        throw new Error('the disk is full');
      }
      await db.collection('runs').insertOne({ version, at: new Date() });
    };
  return [
    { version: 1, name: 'first', up: step(1) },
    { version: 3, name: 'third', up: step(3) },
    { version: 2, name: 'second', up: step(2) },
  ];
}
const runsOf = async (db: mongo.Db) =>
  (await db.collection<{ version: number }>('runs').find({}).toArray()).map((r) => r.version).sort();

describe('runMigrations (FerretDB)', () => {
  it('applies each version once, in order, recording name, checksum, time and duration; a second run applies nothing', async () => {
    const { uri, db, dbName } = await freshDb('mig-once');
    const lines: string[] = [];
    const first = await runMigrations({
      uri,
      dbName,
      service: 'shop',
      migrations: counted(),
      log: (l) => lines.push(l),
    });
    expect(first).toMatchObject({ applied: [1, 2, 3], current: 3, latest: 3, unknown: [], waited: false });
    const recorded = await appliedMigrations(db);
    expect(recorded.map((m) => [m._id, m.name])).toEqual([
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
    ]);
    for (const m of recorded) {
      expect(m.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(m.appliedAt).toBeInstanceOf(Date);
      expect(m.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(lines).toContain('shop: migration 2 (second) applied in ' + recorded[1].durationMs + ' ms');

    const second = await runMigrations({ uri, dbName, service: 'shop', migrations: counted() });
    expect(second).toMatchObject({ applied: [], current: 3 });
    expect(await runsOf(db)).toEqual([1, 2, 3]);
    expect(await db.collection(MIGRATIONS_LOCK_COLLECTION).countDocuments()).toBe(0);
  });

  it('stops at a failing version, records nothing for it, and the next run resumes there', async () => {
    const { db } = await freshDb('mig-resume');
    const migrations = counted({ failOnceAt: 2 });
    const failure = await runMigrations({ db, service: 'shop', migrations }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).version).toBe(2);
    expect((failure as Error).message).toBe(
      'shop: migration 2 failed, nothing recorded for it (the next run starts there again): second: the disk is full',
    );
    expect((await appliedMigrations(db)).map((m) => m._id)).toEqual([1]);
    expect(await runsOf(db)).toEqual([1]);
    // The failed run let go of its lock: the next one neither waits nor stalls.
    const next = await runMigrations({ db, service: 'shop', migrations });
    expect(next).toMatchObject({ applied: [2, 3], current: 3, waited: false });
    expect(await runsOf(db)).toEqual([1, 2, 3]);
  });

  it('lets only one of two runners started together apply each version; the other waits and applies nothing', async () => {
    const { uri, db, dbName } = await freshDb('mig-race');
    const opts = { uri, dbName, service: 'shop', migrations: counted(), lockPollMs: 50 };
    const [a, b] = await Promise.all([runMigrations(opts), runMigrations(opts)]);
    expect([...a.applied, ...b.applied].sort()).toEqual([1, 2, 3]);
    expect([a.waited, b.waited].sort()).toEqual([false, true]);
    expect(await runsOf(db)).toEqual([1, 2, 3]);
    expect((await appliedMigrations(db)).map((m) => m._id)).toEqual([1, 2, 3]);
  });

  it("takes over the lock of a runner that died, once it has expired, and waits for a live one's", async () => {
    const { db } = await freshDb('mig-stale');
    const locks = db.collection<{ _id: string; owner: string; expiresAt: Date }>(MIGRATIONS_LOCK_COLLECTION);
    await locks.insertOne({ _id: 'lock', owner: 'dead-pod', expiresAt: new Date(Date.now() - 1000) });
    const lines: string[] = [];
    const run = await runMigrations({ db, service: 'shop', migrations: counted(), log: (l) => lines.push(l) });
    expect(run.applied).toEqual([1, 2, 3]);
    expect(lines).toContain('shop: took over an expired migration lock of dead-pod');

    await locks.insertOne({ _id: 'lock', owner: 'busy-pod', expiresAt: new Date(Date.now() + 60_000) });
    const refused = await runMigrations({
      db,
      service: 'shop',
      migrations: counted(),
      lockWaitMs: 300,
      lockPollMs: 50,
    }).catch((e: unknown) => e);
    expect((refused as Error).message).toBe(
      'shop: migrations refused: another runner (busy-pod) has held the migration lock for longer than 0.3 s',
    );
    expect((await locks.findOne({ _id: 'lock' }))?.owner).toBe('busy-pod');
  });

  it('leaves versions it does not know (a newer build ran: a rollback) and says so; the start check passes', async () => {
    const { db } = await freshDb('mig-rollback');
    await runMigrations({ db, service: 'shop', migrations: counted() });
    const newer = { version: 4, name: 'fourth', up: async () => undefined };
    await runMigrations({ db, service: 'shop', migrations: [...counted(), newer] });
    const lines: string[] = [];
    const older = await runMigrations({ db, service: 'shop', migrations: counted(), log: (l) => lines.push(l) });
    expect(older).toMatchObject({ applied: [], current: 4, latest: 3, unknown: [4] });
    expect(lines[0]).toMatch(/^shop: the database has migration 4 that this build does not know/);
    await expect(assertMigrated(db, 'shop', counted())).resolves.toEqual({ current: 4 });
  });

  it('refuses a different migration under a recorded version', async () => {
    const { db } = await freshDb('mig-checksum');
    await runMigrations({ db, service: 'shop', migrations: counted() });
    const renamed = counted().map((m) => (m.version === 2 ? { ...m, name: 'something-else' } : m));
    await expect(runMigrations({ db, service: 'shop', migrations: renamed })).rejects.toThrow(
      'the database recorded version 2 as "second" but this build calls it "something-else"',
    );
  });

  it('refuses a list with a repeated version before touching the database', async () => {
    const { db } = await freshDb('mig-list');
    const twice = [...counted(), { version: 2, name: 'again', up: async () => undefined }];
    await expect(runMigrations({ db, service: 'shop', migrations: twice })).rejects.toThrow(
      'shop: migrations refused: version 2 is listed twice',
    );
    expect(await db.collection(MIGRATIONS_COLLECTION).countDocuments()).toBe(0);
  });
});

describe('assertMigrated: the start check', () => {
  it('refuses a database behind the build with the versions and what to run', async () => {
    const { db } = await freshDb('mig-check');
    await expect(assertMigrated(db, 'catalog', counted())).rejects.toThrow(
      'catalog: the database is at migration 0, this build needs 3: run `node dist/migrate.js` (npm start does it)',
    );
    await runMigrations({ db, service: 'catalog', migrations: counted().filter((m) => m.version < 3) });
    const behind = await assertMigrated(db, 'catalog', counted()).catch((e: unknown) => e);
    expect(behind).toBeInstanceOf(NotMigratedError);
    expect((behind as Error).message).toBe(
      'catalog: the database is at migration 2, this build needs 3: run `node dist/migrate.js` (npm start does it)',
    );
    await runMigrations({ db, service: 'catalog', migrations: counted() });
    await expect(assertMigrated(db, 'catalog', counted())).resolves.toEqual({ current: 3 });
    await expect(assertMigrated(db, 'catalog', 3)).resolves.toEqual({ current: 3 });
  });

  it('names a version missing below the highest one (a migration merged after a later one ran)', async () => {
    const { db } = await freshDb('mig-gap');
    await runMigrations({ db, service: 'orders', migrations: counted().filter((m) => m.version !== 2) });
    await expect(assertMigrated(db, 'orders', counted())).rejects.toThrow(
      'orders: the database is at migration 3, this build needs 3 (missing: 2): run `node dist/migrate.js`',
    );
  });
});

describe('migrateCommand (what node dist/migrate.js runs)', () => {
  it('exits 0 when up to date and 1 with the version and reason when a migration fails', async () => {
    const { uri, db, dbName } = await freshDb('mig-cli');
    const env = { MONGODB_URI: `mongodb://${new URL(uri).host}`, MONGODB_DB: dbName };
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    // A unique index the data already breaks: refused by MongoDB and FerretDB alike.
    await db.collection('things').insertMany([{ a: 1 }, { a: 1 }]);
    const broken = indexMigration(2, 'unique-a', [{ collection: 'things', key: { a: 1 }, options: { unique: true } }]);
    const good = indexMigration(1, 'indexes', [{ collection: 'things', key: { b: 1 } }]);
    expect((await migrateCommand({ service: 'shop', migrations: [good, broken], env, ...io })).code).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(
      /^shop: migration 2 failed, nothing recorded for it \(the next run starts there again\): unique-a: cannot build index a_1 of collection "things": /,
    );
    expect((await appliedMigrations(db)).map((m) => m._id)).toEqual([1]);
    const fixed = await migrateCommand({ service: 'shop', migrations: [good], env, ...io });
    expect(fixed.code).toBe(0);
    expect(out.at(-1)).toBe('shop: database up to date at migration 1');
  });

  it('exits 1 on a wrong MONGODB_URI without touching any database', async () => {
    const err: string[] = [];
    const res = await migrateCommand({
      service: 'shop',
      migrations: counted(),
      env: { MONGODB_URI: 'postgres://nope' },
      err: (l) => err.push(l),
    });
    expect(res.code).toBe(1);
    expect(err[0]).toContain('MONGODB_URI: must be a mongodb:// or mongodb+srv:// URI');
  });
});

describe('createIndexes', () => {
  it('builds each index once; building again is a no-op', async () => {
    const { db } = await freshDb('mig-idx');
    const specs: IndexSpec[] = [
      { collection: 'things', key: { a: 1, b: -1 } },
      { collection: 'things', key: { c: 1 }, options: { unique: true, name: 'c_unique' } },
    ];
    await createIndexes(db, specs);
    await createIndexes(db, specs);
    const names = (await db.collection('things').listIndexes().toArray()).map((i) => i.name as string).sort();
    expect(names).toEqual(['_id_', 'a_1_b_-1', 'c_unique']);
  });
});
