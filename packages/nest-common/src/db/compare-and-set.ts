import type { mongo } from 'mongoose';
import { retryBusy } from './busy';
import { insertedOnce } from './insert-once';
import { driverCollection, siblingCollection, type Target } from './targets';

/** Where the claims of the next version live, one small document per update in flight. */
export const VERSION_CLAIMS = 'db_version_claims';
/** A claim older than this is a writer that died between its claim and its write. */
const CLAIM_LEASE_MS = 30_000;

interface VersionClaim {
  _id: string;
  at: Date;
  expiresAt: Date;
}

/**
 * Sets `fields` on the document `{_id, version}` and moves its `version` to `version + 1`, only
 * if no other writer moved it first. True when this update was kept; false when the document had
 * moved on (or is gone): read it again and decide again.
 *
 * A filter on `version` alone is not enough: FerretDB's updates are read-modify-write without a
 * lock, so two updates that both read `version` may both "match" and the later one silently
 * writes over the earlier. The writer of version n+1 is therefore chosen by inserting a claim
 * with a unique `_id`, which FerretDB enforces, and only the claimant writes. On MongoDB the
 * claim is one extra small insert; the versioned filter there is atomic anyway.
 *
 * Every write to a document kept this way must go through here: a plain update beside it can
 * write back an older copy on FerretDB.
 */
export async function compareAndSet<T extends mongo.Document & { _id: unknown; version: number }>(
  target: Target<T>,
  current: { _id: T['_id']; version: number },
  fields: Partial<Omit<T, '_id' | 'version'>> & mongo.Document,
  /** Paths removed in the same write. */
  unset: readonly string[] = [],
): Promise<boolean> {
  const collection = driverCollection(target);
  const claims = siblingCollection<VersionClaim>(target, VERSION_CLAIMS);
  const claimId = `${collection.collectionName}:${String(current._id)}:${current.version + 1}`;
  if (!(await claim(claims, claimId))) return false;
  try {
    const res = await retryBusy(() =>
      collection.updateOne(
        { _id: current._id, version: current.version } as mongo.Filter<T>,
        {
          $set: { ...fields, version: current.version + 1 },
          ...(unset.length ? { $unset: Object.fromEntries(unset.map((path) => [path, ''])) } : {}),
        } as unknown as mongo.UpdateFilter<T>,
      ),
    );
    return res.matchedCount === 1;
  } finally {
    // Once the document carries version n+1 the claim has done its work: a late writer that read
    // version n claims again, and its versioned filter then matches nothing.
    await retryBusy(() => claims.deleteOne({ _id: claimId }));
  }
}

async function claim(claims: mongo.Collection<VersionClaim>, _id: string): Promise<boolean> {
  const now = Date.now();
  const record = () => ({ _id, at: new Date(now), expiresAt: new Date(now + CLAIM_LEASE_MS) });
  if (await insertedOnce(() => claims.insertOne(record()))) return true;
  // A claim past its lease belongs to a writer that stopped half-way: drop it and claim once more.
  const dropped = await retryBusy(() => claims.deleteOne({ _id, expiresAt: { $lt: new Date(now) } }));
  return dropped.deletedCount === 1 && insertedOnce(() => claims.insertOne(record()));
}
