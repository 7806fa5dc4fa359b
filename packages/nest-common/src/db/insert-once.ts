import type { mongo } from 'mongoose';
import { retryBusy } from './busy';
import { isDuplicateKey } from './duplicate-key';
import { driverCollection, isModel, type Target } from './targets';

export interface InsertOnceResult<T> {
  /** True for the one caller whose insert made the document. */
  inserted: boolean;
  /** The stored document: this caller's, or the first caller's when it already existed. */
  doc: T;
}

/**
 * Inserts `doc` unless a document with the same unique key is there already; every caller gets
 * the one stored document. Rests on a unique index (`_id` by default), which both MongoDB and
 * FerretDB enforce under concurrency, so it is the way to make a write happen once.
 */
export async function insertOnce<T extends mongo.Document>(
  target: Target<T>,
  doc: T,
  key: mongo.Filter<T> = { _id: (doc as { _id?: unknown })._id } as mongo.Filter<T>,
): Promise<InsertOnceResult<T>> {
  try {
    await retryBusy(() =>
      isModel(target)
        ? target.create(doc)
        : (target as mongo.Collection<T>).insertOne(doc as mongo.OptionalUnlessRequiredId<T>),
    );
    return { inserted: true, doc };
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const first = await retryBusy(() => driverCollection(target).findOne(key));
  // A unique key refused the insert but nothing matches `key`: another unique index refused it.
  if (!first) throw new Error('insertOnce: the document was refused by a unique index other than its key');
  return { inserted: false, doc: first as T };
}

/** Runs `insert`; true when it stored the document, false when a unique index says it exists. */
export async function insertedOnce(insert: () => PromiseLike<unknown>): Promise<boolean> {
  try {
    await retryBusy(insert);
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}
