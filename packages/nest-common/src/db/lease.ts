import type { mongo } from 'mongoose';
import { retryBusy } from './busy';
import { insertedOnce } from './insert-once';
import { siblingCollection, type Target } from './targets';

/** Where leases live, one small document per lease held. */
export const LEASES = 'db_leases';

interface Lease {
  _id: string;
  at: Date;
  expiresAt: Date;
}

export interface LeaseOptions {
  /** A lease older than this belongs to a holder that died: it is taken over. */
  staleMs?: number;
  /** How long to wait for a lease another holder has before giving up. */
  waitMs?: number;
}

/** The lease was still held by another after the wait. */
export class LeaseHeldError extends Error {
  constructor(readonly leaseId: string) {
    super(`the lease ${leaseId} is held by another`);
  }
}

/**
 * Runs `run` while holding the lease `id` (one holder at a time across replicas), waiting up to
 * `waitMs` for another holder to finish; throws LeaseHeldError when it does not. FerretDB has no
 * transactions and its updates are read-modify-write, so the lease is an insert against a unique
 * `_id` (the write it makes atomic); a holder that died leaves it, and it is taken over after
 * `staleMs`. `target` names the database (any collection of it).
 */
export async function withLease<R>(
  target: Target,
  id: string,
  run: () => Promise<R>,
  { staleMs = 30_000, waitMs = 2_000 }: LeaseOptions = {},
): Promise<R> {
  const leases = siblingCollection<Lease>(target, LEASES);
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    const now = Date.now();
    const lease = { _id: id, at: new Date(now), expiresAt: new Date(now + staleMs) };
    if (await insertedOnce(() => leases.insertOne(lease))) break;
    await retryBusy(() => leases.deleteOne({ _id: id, expiresAt: { $lt: new Date(now) } } as mongo.Filter<Lease>));
    if (Date.now() >= giveUpAt) throw new LeaseHeldError(id);
    // The holder only checks and writes: a short, jittered pause spreads the waiters out.
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
  }
  try {
    return await run();
  } finally {
    await retryBusy(() => leases.deleteOne({ _id: id }));
  }
}
