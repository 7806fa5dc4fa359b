import { testDatabaseUri } from '@rmj/test-db';
import mongoose, { type Connection } from 'mongoose';
import { VERSION_CLAIMS } from './compare-and-set';
import { LEASES, LeaseHeldError, withLease } from './lease';
import { findDoc, findDocs, insertDoc, moveState, removeWhere, setFields } from './plain-writes';

interface Refund {
  _id: string;
  version: number;
  state: string;
  settledBy?: string;
  refundId?: string;
  lastError?: string;
}

describe('the seam’s plain verbs on the real FerretDB, under concurrency', () => {
  // Several connections to one database stand for several replicas of a service.
  let connections: Connection[];
  const col = <T extends mongoose.mongo.Document>(i: number, name: string) =>
    connections[i % connections.length].db!.collection<T>(name);

  beforeAll(async () => {
    const uri = testDatabaseUri('plain-writes');
    connections = await Promise.all([0, 1, 2, 3].map(() => mongoose.createConnection(uri).asPromise()));
  });
  afterAll(() => Promise.all(connections.map((c) => c.close())));

  it('two settlements of one refund at once settle it once, and a third finds it settled', async () => {
    for (let round = 0; round < 5; round++) {
      const _id = `refund-${round}`;
      await insertDoc(col<Refund>(0, 'refunds'), { _id, version: 0, state: 'asking' });
      const moved = await Promise.all(
        ['webhook', 'request'].map((who, i) =>
          moveState(col<Refund>(i, 'refunds'), _id, ['asking', 'pending'], 'made', { settledBy: who }),
        ),
      );
      expect(moved.filter(Boolean)).toHaveLength(1);
      expect(await findDoc(col<Refund>(2, 'refunds'), { _id })).toMatchObject({
        state: 'made',
        version: 1,
        settledBy: moved[0] ? 'webhook' : 'request',
      });
      expect(await moveState(col<Refund>(3, 'refunds'), _id, ['asking', 'pending'], 'failed')).toBe(false);
    }
    expect(await col(0, VERSION_CLAIMS).countDocuments()).toBe(0);
  });

  it('a webhook and the reconciliation at once: the settlement is kept whichever writes first', async () => {
    for (let round = 0; round < 5; round++) {
      const _id = `race-${round}`;
      await insertDoc(col<Refund>(0, 'races'), { _id, version: 0, state: 'asking' });
      // The reconciliation read "asking" and found the provider down; the webhook brings the refund.
      const [kept, settled] = await Promise.all([
        moveState(col<Refund>(1, 'races'), _id, ['asking'], 'due', { lastError: 'provider down' }),
        moveState(col<Refund>(2, 'races'), _id, ['asking', 'due', 'pending'], 'made', { refundId: `rfnd_${round}` }),
      ]);
      expect(settled).toBe(true);
      const stored = await findDoc(col<Refund>(3, 'races'), { _id });
      expect(stored).toMatchObject({ state: 'made', refundId: `rfnd_${round}` });
      // Both kept their write when the reconciliation came first (due, then made); else only one.
      expect(stored!.version).toBe(kept ? 2 : 1);
    }
  });

  it('a record without a version is refused rather than written over', async () => {
    await col<{ _id: string; state: string }>(0, 'unversioned').insertOne({ _id: 'u', state: 'asking' });
    await expect(moveState(col<Refund>(1, 'unversioned'), 'u', ['asking'], 'made')).rejects.toThrow('no version');
  });

  it('fixed values set and documents removed by many writers at once all land', async () => {
    const notes = col<{ _id: string; seenAt?: Date; by?: number }>(0, 'notes');
    await notes.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `n${i}` })));
    const at = new Date(Date.UTC(2026, 0, 1));
    type Note = { _id: string; seenAt?: Date };
    const matched = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setFields(col<Note>(i, 'notes'), { _id: `n${i}` }, { seenAt: at })),
    );
    expect(matched).toEqual(Array(20).fill(1));
    // Safe to repeat: the same write again changes nothing.
    expect(await setFields(col<Note>(1, 'notes'), { _id: 'n0' }, { seenAt: at })).toBe(1);
    expect(await findDocs(col<Note>(2, 'notes'), { seenAt: at })).toHaveLength(20);
    const removed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        removeWhere(col<Note>(i, 'notes'), { _id: { $in: [`n${i}`, `n${i + 10}`] } }),
      ),
    );
    expect(removed.reduce((a, b) => a + b, 0)).toBe(20);
    expect(await removeWhere(col<Note>(0, 'notes'), { _id: 'n0' })).toBe(0);
    expect(await col(3, 'notes').countDocuments()).toBe(0);
  });

  it('a lease runs one holder at a time across replicas; a dead holder’s lease is taken over', async () => {
    const inside: number[] = [];
    let most = 0;
    const hold = (i: number) =>
      withLease(col(i, 'anything'), 'order-1', async () => {
        inside.push(i);
        most = Math.max(most, inside.length);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inside.splice(inside.indexOf(i), 1);
        return i;
      });
    expect((await Promise.all([0, 1, 2, 3].map(hold))).sort()).toEqual([0, 1, 2, 3]);
    expect(most).toBe(1);
    const leases = col<{ _id: string; at: Date; expiresAt: Date }>(0, LEASES);
    expect(await leases.countDocuments()).toBe(0);

    // A holder that died: its lease is waited for, then refused while it lasts, taken over once stale.
    await leases.insertOne({ _id: 'order-2', at: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    await expect(withLease(col(1, 'anything'), 'order-2', async () => 'ran', { waitMs: 200 })).rejects.toBeInstanceOf(
      LeaseHeldError,
    );
    await leases.updateOne({ _id: 'order-2' }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    expect(await withLease(col(2, 'anything'), 'order-2', async () => 'ran')).toBe('ran');
  });
});
