import type { mongo } from 'mongoose';
import { retryBusy } from './busy';
import { driverCollection, isModel, type Target } from './targets';
import { updateVersioned } from './versioned';

/**
 * The plain verbs of the seam: writes that are safe to repeat, so a busy answer (the write did not
 * happen) is simply tried again here and domain code reads like MongoDB code. What is not safe to
 * repeat has its own verb: insert-once, compare-and-set, counters, and `moveState` below.
 */

/**
 * Inserts `doc` (a model's defaults and validation run). A unique index's refusal is thrown as it
 * comes (see `insertOnce`/`insertedOnce` for a write meant to happen once).
 */
export async function insertDoc<T extends mongo.Document>(target: Target<T>, doc: T): Promise<T> {
  await retryBusy(() =>
    isModel(target)
      ? target.create(doc)
      : (target as mongo.Collection<T>).insertOne(doc as mongo.OptionalUnlessRequiredId<T>),
  );
  return doc;
}

/**
 * Sets `fields` to fixed values on every document matching `filter` (no `$inc`, no value read
 * first: a repeat writes the same), removing the paths of `unset` (`{ path: '' }`) in the same
 * write. Never for a document kept by version (use updateVersioned). Answers how many matched.
 */
export async function setFields<T extends mongo.Document>(
  target: Target<T>,
  filter: mongo.Filter<T>,
  fields: Partial<T> & mongo.Document,
  unset: mongo.Document = {},
): Promise<number> {
  const update: mongo.Document = {
    ...(Object.keys(fields).length > 0 ? { $set: fields } : {}),
    ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
  };
  if (Object.keys(update).length === 0) return 0;
  const res = await retryBusy(() => driverCollection(target).updateMany(filter, update as mongo.UpdateFilter<T>));
  return res.matchedCount;
}

/** Deletes every document matching `filter`; answers how many went. */
export async function removeWhere<T extends mongo.Document>(
  target: Target<T>,
  filter: mongo.Filter<T>,
): Promise<number> {
  const res = await retryBusy(() => driverCollection(target).deleteMany(filter));
  return res.deletedCount;
}

/** The first document matching `filter`, or null (a busy answer is asked again). */
export function findDoc<T extends mongo.Document>(
  target: Target<T>,
  filter: mongo.Filter<T>,
  projection?: mongo.Document,
): Promise<T | null> {
  return retryBusy(() => driverCollection(target).findOne<T>(filter, projection ? { projection } : {}));
}

/** Every document matching `filter` (a busy answer is asked again). */
export function findDocs<T extends mongo.Document>(
  target: Target<T>,
  filter: mongo.Filter<T>,
  projection?: mongo.Document,
): Promise<T[]> {
  return retryBusy(() =>
    driverCollection(target)
      .find<T>(filter, projection ? { projection } : {})
      .toArray(),
  );
}

/** A record that moves through states, kept by compare-and-set (so it carries a `version`). */
export interface StatefulDoc extends mongo.Document {
  _id: unknown;
  state: string;
  version: number;
}

/**
 * Moves the record `_id` from one of the states `from` to `to`, setting `fields` with it. True when
 * this call made the move; false when the record is gone or not in `from` (another path moved it
 * first: e.g. of two settlements of one refund, one settles it). On FerretDB a conditional update
 * is not enough (two writers that both read the old state would both write), so the move is a
 * versioned change: a writer that loses reads the record again and decides again.
 *
 * Every write to a record kept this way goes through here or `updateVersioned`.
 */
export async function moveState<T extends StatefulDoc>(
  target: Target<T>,
  _id: T['_id'],
  from: readonly string[],
  to: T['state'],
  fields: Partial<Omit<T, '_id' | 'version' | 'state'>> & mongo.Document = {},
): Promise<boolean> {
  const moved = await updateVersioned(target, _id, (current) => {
    if (!from.includes(current.state)) return null;
    if (typeof current.version !== 'number') throw new Error(`moveState: ${String(_id)} carries no version`);
    return { ...fields, state: to } as Partial<Omit<T, '_id' | 'version'>> & mongo.Document;
  });
  return moved !== null;
}
