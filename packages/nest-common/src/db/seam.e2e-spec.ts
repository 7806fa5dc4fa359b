import { testDatabaseUri } from '@rmj/test-db';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { compareAndSet, VERSION_CLAIMS } from './compare-and-set';
import { addToCounter, counterValue, type CounterEntry } from './counter';
import { isDuplicateKey } from './duplicate-key';
import { insertOnce } from './insert-once';
import { deleteExpired } from './ttl-sweep';
import { updateVersioned } from './versioned';

interface Refund {
  _id: string;
  version: number;
  state: string;
  settledBy?: string;
  note?: string;
}

describe('the persistence seam on the real FerretDB, under concurrency', () => {
  // Several connections to one database stand for several replicas of a service.
  let connections: Connection[];
  const col = <T extends mongoose.mongo.Document>(i: number, name: string) =>
    connections[i % connections.length].db!.collection<T>(name);

  beforeAll(async () => {
    const uri = testDatabaseUri('seam');
    connections = await Promise.all([0, 1, 2, 3].map(() => mongoose.createConnection(uri).asPromise()));
  });
  afterAll(() => Promise.all(connections.map((c) => c.close())));

  it('two settlements of one refund at once: exactly one is kept, and the loser sees it on reading again', async () => {
    for (let round = 0; round < 5; round++) {
      const _id = `refund-${round}`;
      await col<Refund>(0, 'refunds').insertOne({ _id, version: 1, state: 'asking' });
      const kept = await Promise.all(
        ['replica-a', 'replica-b'].map((who, i) =>
          compareAndSet(col<Refund>(i, 'refunds'), { _id, version: 1 }, { state: 'settled', settledBy: who }),
        ),
      );
      expect(kept.filter(Boolean)).toHaveLength(1);
      const stored = await col<Refund>(0, 'refunds').findOne({ _id });
      expect(stored).toMatchObject({ version: 2, state: 'settled', settledBy: kept[0] ? 'replica-a' : 'replica-b' });
    }
    // The claims were only needed while the updates were in flight.
    expect(await col(0, VERSION_CLAIMS).countDocuments()).toBe(0);
  });

  it('a note written while the stock take lands: both are kept when each re-reads after losing', async () => {
    const _id = 'order-1';
    await col<Refund>(0, 'orders').insertOne({ _id, version: 1, state: 'Processing' });
    const writeUntilKept = async (i: number, fields: Partial<Refund>) => {
      for (;;) {
        const current = (await col<Refund>(i, 'orders').findOne({ _id }))!;
        if (await compareAndSet(col<Refund>(i, 'orders'), current, fields)) return;
      }
    };
    await Promise.all([
      writeUntilKept(0, { note: 'gift wrap' }),
      writeUntilKept(1, { state: 'Stock taken' }),
      writeUntilKept(2, { settledBy: 'desk' }),
    ]);
    expect(await col<Refund>(3, 'orders').findOne({ _id })).toEqual({
      _id,
      version: 4,
      state: 'Stock taken',
      note: 'gift wrap',
      settledBy: 'desk',
    });
  });

  it('a stale version is refused, and so is a document that is gone', async () => {
    await col<Refund>(0, 'stale').insertOne({ _id: 's', version: 3, state: 'a' });
    expect(await compareAndSet(col<Refund>(0, 'stale'), { _id: 's', version: 2 }, { state: 'b' })).toBe(false);
    expect(await compareAndSet(col<Refund>(0, 'stale'), { _id: 'gone', version: 1 }, { state: 'b' })).toBe(false);
    expect(await col<Refund>(0, 'stale').findOne({ _id: 's' })).toMatchObject({ version: 3, state: 'a' });
  });

  it('a writer that died after claiming holds the version only for its lease', async () => {
    await col<Refund>(0, 'dead').insertOne({ _id: 'd', version: 1, state: 'a' });
    const claims = col<{ _id: string; at: Date; expiresAt: Date }>(0, VERSION_CLAIMS);
    await claims.insertOne({ _id: 'dead:d:2', at: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect(await compareAndSet(col<Refund>(1, 'dead'), { _id: 'd', version: 1 }, { state: 'b' })).toBe(false);
    await claims.updateOne({ _id: 'dead:d:2' }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect(await compareAndSet(col<Refund>(1, 'dead'), { _id: 'd', version: 1 }, { state: 'b' })).toBe(true);
    expect(await col<Refund>(0, 'dead').findOne({ _id: 'd' })).toMatchObject({ version: 2, state: 'b' });
  });

  it('twenty changes of different fields of one document at once, from four replicas: every one is kept', async () => {
    const _id = 'order-20';
    await col<Refund & Record<string, unknown>>(0, 'versioned').insertOne({ _id, version: 0, state: 'Processing' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        updateVersioned(col<Refund & Record<string, unknown>>(i, 'versioned'), _id, () => ({ [`note${i}`]: `n${i}` })),
      ),
    );
    expect(answers.every((doc) => doc !== null)).toBe(true);
    const stored = (await col<Refund & Record<string, unknown>>(0, 'versioned').findOne({ _id }))!;
    expect(stored.version).toBe(20);
    for (let i = 0; i < 20; i++) expect(stored[`note${i}`]).toBe(`n${i}`);
  });

  it('two moves from one state at once: one wins, the other sees the state it wrote and declines', async () => {
    for (let round = 0; round < 5; round++) {
      const _id = `move-${round}`;
      await col<Refund>(0, 'versioned').insertOne({ _id, version: 0, state: 'Processing' });
      const moves = await Promise.all(
        ['Packed', 'Cancelled'].map((to, i) =>
          updateVersioned(col<Refund>(i, 'versioned'), _id, (doc) =>
            doc.state === 'Processing' ? { state: to, settledBy: to } : null,
          ),
        ),
      );
      const won = moves.filter((doc) => doc !== null);
      expect(won).toHaveLength(1);
      expect(await col<Refund>(2, 'versioned').findOne({ _id })).toEqual({ ...won[0], version: 1 });
    }
  });

  it('a versioned change answers the kept document (dotted paths applied), and null when there is nothing to do', async () => {
    const docs = col<Refund & { lines?: Array<{ huids?: string[] }> }>(0, 'versioned');
    await docs.insertOne({ _id: 'dotted', version: 3, state: 'a', lines: [{ huids: [] }] });
    await docs.updateOne({ _id: 'dotted' }, { $set: { note: 'gone soon' } });
    const kept = await updateVersioned(docs, 'dotted', () => ({
      'lines.0.huids': ['AB12CD'],
      state: 'b',
      note: undefined,
    }));
    expect(kept).toEqual({ _id: 'dotted', version: 4, state: 'b', lines: [{ huids: ['AB12CD'] }] });
    expect(await docs.findOne({ _id: 'dotted' })).toEqual(kept);
    expect(await updateVersioned(docs, 'dotted', () => null)).toBeNull();
    expect(await updateVersioned(docs, 'gone', () => ({ state: 'c' }))).toBeNull();
    expect(await docs.findOne({ _id: 'dotted' })).toMatchObject({ version: 4 });
  });

  it('ten inserts of one key at once make one document, and every caller gets the first one', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insertOnce(col<{ _id: string; by: number }>(i, 'moves'), { _id: 'order-9#Shipped', by: i }),
      ),
    );
    expect(results.filter((r) => r.inserted)).toHaveLength(1);
    const first = results.find((r) => r.inserted)!.doc;
    for (const r of results) expect(r.doc).toEqual(first);
    expect(await col<{ _id: string }>(0, 'moves').countDocuments({ _id: 'order-9#Shipped' })).toBe(1);
  });

  it('insert-once through a Mongoose model keeps its defaults, and finds the first by another unique key', async () => {
    interface Member {
      _id: string;
      email: string;
      role?: string;
    }
    const schema = new Schema<Member>({
      _id: String,
      email: { type: String, unique: true },
      role: { type: String, default: 'staff' },
    });
    const Member: Model<Member> = connections[0].model<Member>('Member', schema);
    await Member.init();
    const made = await insertOnce(Member, { _id: 'm1', email: 'a@shop.in' }, { email: 'a@shop.in' });
    expect(made.inserted).toBe(true);
    expect(await Member.findById('m1').lean()).toMatchObject({ role: 'staff' });
    const again = await insertOnce(Member, { _id: 'm2', email: 'a@shop.in' }, { email: 'a@shop.in' });
    expect(again).toMatchObject({ inserted: false, doc: { _id: 'm1' } });
  });

  it('a duplicate made by an update is a duplicate key too (FerretDB answers it with code 1)', async () => {
    const people = col<{ _id: string; email: string }>(0, 'people');
    await people.createIndex({ email: 1 }, { unique: true });
    await people.insertMany([
      { _id: 'a', email: 'a@shop.in' },
      { _id: 'b', email: 'b@shop.in' },
    ]);
    const byInsert = await people.insertOne({ _id: 'c', email: 'a@shop.in' }).catch((e: unknown) => e);
    const byUpdate = await people.updateOne({ _id: 'b' }, { $set: { email: 'a@shop.in' } }).catch((e: unknown) => e);
    expect(isDuplicateKey(byInsert)).toBe(true);
    expect(isDuplicateKey(byUpdate)).toBe(true);
    expect(isDuplicateKey(new Error('database is locked'))).toBe(false);
  });

  it('a hundred writes at once from four replicas all land, busy answers tried again', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => insertOnce(col<{ _id: string }>(i, 'load'), { _id: `w${i}` })),
    );
    expect(results.every((r) => r.inserted)).toBe(true);
    expect(await col(0, 'load').countDocuments()).toBe(100);
  });

  it('a counter hit by 50 concurrent increments from four replicas is exact, and a retried change counts once', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => addToCounter(col<CounterEntry>(i, 'counters'), 'stock:ring', 1)),
    );
    expect(await counterValue(col<CounterEntry>(1, 'counters'), 'stock:ring')).toBe(50);
    expect(await addToCounter(col<CounterEntry>(0, 'counters'), 'stock:ring', -2, 'order-7')).toBe(true);
    expect(await addToCounter(col<CounterEntry>(2, 'counters'), 'stock:ring', -2, 'order-7')).toBe(false);
    expect(await counterValue(col<CounterEntry>(3, 'counters'), 'stock:ring')).toBe(48);
    expect(await counterValue(col<CounterEntry>(3, 'counters'), 'stock:other')).toBe(0);
  });

  it('the sweep deletes what expired (past its grace) and nothing else', async () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const at = (ms: number) => new Date(now + ms);
    const codes = col<{ _id: string; expiresAt?: Date; revokedAt?: Date }>(0, 'codes');
    await codes.insertMany([
      { _id: 'long-gone', expiresAt: at(-7200_000) },
      { _id: 'just-gone', expiresAt: at(-60_000) },
      { _id: 'alive', expiresAt: at(60_000) },
      { _id: 'revoked', expiresAt: at(86_400_000), revokedAt: at(-7200_000) },
      { _id: 'no-date' },
    ]);
    expect(await deleteExpired(codes, now, { graceMs: 3600_000 })).toBe(1);
    expect(await deleteExpired(codes, now, { fields: ['expiresAt', 'revokedAt'] })).toBe(2);
    expect((await codes.find().toArray()).map((d) => d._id).sort()).toEqual(['alive', 'no-date']);
  });
});
